import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { mountApi } from './api';
import { cacheControlFor, HEALTH_PATH, sendText } from './http';
import { type DrawPage, mountPages } from './pages';
import { SECURITY_HEADERS } from './security-headers';

export interface AppServerOptions {
  /** Folder of the production bundle. */
  distDir: string;
  /** A real backend: /api/v2 is proxied there and no mock runs. */
  apiUrl?: string;
  scenario?: string;
  /** Seeds the mock's data and, for the chaos scenario, its failures (mocks/chaos.ts). */
  seed?: number;
  /**
   * Draws a page on the server (src/entry-server.tsx) with a fetch that reaches this host's API as
   * the reader: the page arrives drawn, and the browser hydrates it. Without it, or when it answers
   * nothing, every page gets index.html and the browser draws it.
   */
  renderPage?: DrawPage;
  /** How long a drawing may wait for its answers before the reader gets index.html instead. */
  drawingBudgetMs?: number;
  /** How many pages are drawn at once at most; a reader beyond them gets index.html at once. */
  maxConcurrentDrawings?: number;
  /** How long pages go to the browser to draw once a drawing ran out of time (server/pages.ts). */
  slowBackendPauseMs?: number;
  /**
   * Which proxies in front of this server are trusted to say who the client is
   * (`X-Forwarded-For`): Fastify's `trustProxy` (true, or a list of addresses). None by default.
   */
  trustProxy?: boolean | string;
}

/**
 * The production server (docs/decisions/0005-the-server-on-fastify.md): the bundle's files, /api/v2
 * from the embedded mock or a real backend, and every other GET a page, drawn on the server when it
 * can be and index.html for the browser to draw when not. Built on Fastify with its own plugins for
 * files, compression and the proxy.
 */
export async function createAppServer({
  distDir,
  apiUrl,
  scenario,
  seed,
  renderPage,
  drawingBudgetMs,
  maxConcurrentDrawings,
  slowBackendPauseMs,
  trustProxy = false,
}: AppServerOptions): Promise<FastifyInstance> {
  const root = resolve(distDir);
  const app = Fastify({
    trustProxy,
    // Browsers and proxies keep connections alive: closing the server closes them too.
    forceCloseConnections: true,
    // Errors are logged where they happen, each with what it meant for the reader.
    logger: false,
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) console.error(`${request.method} ${request.url} failed`, error);
    sendText(reply, status, status >= 500 ? 'Server error' : error.message);
  });

  // API answers and drawn pages are made per request, so they are compressed as they go out (brotli
  // or gzip, as the browser takes it; answers under 1 KB as they are). The bundle's files were
  // compressed by the build, and are sent as they are.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Files are listed once at start; the build writes a .br and a .gz beside each text file
  // (vite.config.ts), and the one the browser accepts is sent, with `Vary: Accept-Encoding`. The
  // build keeps its source maps for whoever runs it; they are not published.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', cacheControlFor(new URL(reply.request.url, 'http://localhost').pathname));
    },
  });

  app.get(HEALTH_PATH, (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    sendText(reply, 200, 'ok');
  });

  const answerApi = await mountApi(app, { apiUrl, scenario, seed });
  mountPages(app, {
    renderPage,
    answerApi,
    drawingBudgetMs,
    maxConcurrentDrawings,
    slowBackendPauseMs,
  });
  return app;
}
