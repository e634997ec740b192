import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Agent } from 'undici';
import { backendResponds, backendTransport, mountApi, REQUEST_ID_HEADER } from './api';
import { cacheControlFor, HEALTH_PATH, READY_PATH, sendText, urlOf } from './http';
import { type Metrics, mountMetrics } from './metrics';
import { documentTemplate } from './page-html';
import { mountPages, type RenderPage } from './pages';
import { SECURITY_HEADERS } from './security-headers';

export interface AppServerOptions {
  /** Folder of the production bundle. */
  distDir: string;
  /** The backend: /api/v2 is proxied there, and pages rendered on the server ask it for their data. */
  apiUrl: string;
  /**
   * Renders a page on the server (src/entry-server.tsx): the page arrives rendered, and the browser
   * hydrates it. Without it, or when it returns nothing, every page gets index.html and the browser
   * renders it.
   */
  renderPage?: RenderPage;
  /** How long a whole render (its data, then React) may take before the user gets index.html instead. */
  renderBudgetMs?: number;
  /** How many pages a process renders at once at most; a user beyond them gets index.html at once. */
  maxConcurrentRenders?: number;
  /**
   * Which proxies in front of this server are trusted to say who the client is
   * (`X-Forwarded-For`): Fastify's `trustProxy` (true, or a list of addresses). None by default.
   */
  trustProxy?: boolean | string;
  /** Fastify's logger: pino's options, or false for none (docs/operations.md, "Logs"). */
  logger?: FastifyServerOptions['logger'];
  /** This process's metrics (server/metrics.ts); none are counted or served without. */
  metrics?: Metrics;
}

/** Headers of a request or its response whose values are secrets: pino writes `[Redacted]` in their place. */
export const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

/** An id a load balancer gave the request is kept when it looks like one; otherwise the server makes one. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The production server (docs/decisions/0005-the-server-on-fastify.md): the bundle's files, /api/v2
 * proxied to the backend, the probes and the metrics, and every other GET a page, rendered on the
 * server when it can be and index.html for the browser to render when not. It keeps nothing of a
 * request once it has its response, so any number of them can serve behind a load balancer.
 */
export async function createAppServer({
  distDir,
  apiUrl,
  renderPage,
  renderBudgetMs,
  maxConcurrentRenders,
  trustProxy = false,
  logger = false,
  metrics,
}: AppServerOptions): Promise<FastifyInstance> {
  const root = resolve(distDir);
  const app = Fastify({
    trustProxy,
    logger: logger && {
      ...(typeof logger === 'object' ? logger : {}),
      redact: [...REDACTED, ...((typeof logger === 'object' && (logger.redact as string[])) || [])],
    },
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  // While stopping, each response closes its connection: a kept-alive one would otherwise hold the
  // stop until its keep-alive timeout, long after its last request had its response.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('Connection', 'close');
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    sendText(reply, status, status >= 500 ? 'Server error' : error.message);
  });
  if (metrics) mountMetrics(app, metrics);

  // API responses and rendered pages are made per request, so they are compressed as they go out
  // (brotli or gzip, as the browser takes it; under 1 KB as they are). The bundle's files were
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
      reply.header('Cache-Control', cacheControlFor(urlOf(reply.request.url).pathname));
    },
  });

  // Kept-alive connections to the backend for the renders' requests and the readiness probe.
  const backend = new Agent({ keepAliveTimeout: 10_000 });
  app.addHook('onClose', () => backend.close());

  // Liveness: the process responds. Readiness: it may be sent users (the backend responds, and it is
  // not stopping; while stopping, new connections are refused and Fastify responds with 503 to a new
  // request on a connection already open).
  app.get(HEALTH_PATH, (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    sendText(reply, 200, 'ok');
  });
  app.get(READY_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const ready = !stopping && (await backendResponds(backend, apiUrl));
    return sendText(
      reply,
      ready ? 200 : 503,
      ready ? 'ready' : stopping ? 'stopping' : 'the backend does not respond',
    );
  });

  await mountApi(app, { apiUrl });
  mountPages(app, {
    renderPage,
    template: documentTemplate(readFileSync(join(root, 'index.html'), 'utf8')),
    transportFor: (request) => backendTransport(backend, apiUrl, request, metrics),
    metrics,
    renderBudgetMs,
    maxConcurrentRenders,
  });
  return app;
}
