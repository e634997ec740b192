import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { createMockApi } from './mock-api';
import { sendFetchResponse, toFetchRequest } from './node-http';
import { pageDocument, type ServerDrawnPage, type ServerRedirect } from './page-html';
import { SECURITY_HEADERS } from './security-headers';

/** Folders that only ever hold files: a miss there is a 404, never the app's HTML. */
const STATIC_FOLDERS = ['/assets/', '/fonts/'];

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
  renderPage?: (
    url: string,
    fetchForPage: typeof fetch,
  ) => Promise<ServerDrawnPage | ServerRedirect | undefined>;
}

const isApiPath = (pathname: string) =>
  pathname.startsWith('/api/v2/') || pathname === '/system/ajax/cookies-disclaimer/agree';

/**
 * A page the single-page app routes (/catalog, /course/12): a GET or HEAD of a
 * path without a file extension, from a client that takes HTML (a browser
 * navigation sends `Accept: text/html,...`; a request without Accept is treated alike).
 */
function isPageNavigation(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (STATIC_FOLDERS.some((folder) => pathname.startsWith(folder))) return false;
  if (extname(pathname) !== '') return false;
  const accept = req.headers.accept;
  return accept === undefined || accept.includes('text/html');
}

/**
 * Vite puts a content hash in every name under /assets: a changed file gets a new URL, so those are
 * kept for a year. The page itself must be asked for again after a deploy, to pick up the new names.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname === '/index.html' || pathname === '/') return 'no-cache';
  return 'public, max-age=3600';
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/**
 * Serves the production bundle with a single-page fallback, and /api/v2 either
 * from the embedded mock (same MSW handlers as Storybook) or a real backend.
 * A missing file answers 404: a script, stylesheet or font that got the app's
 * HTML instead would fail later and far less clearly ("Failed to decode downloaded font").
 */
export function createAppServer({ distDir, apiUrl, scenario, seed, renderPage }: AppServerOptions): Server {
  const root = resolve(distDir);
  const mock = apiUrl ? undefined : createMockApi({ scenario, seed });
  const template = renderPage ? readFileSync(join(root, 'index.html'), 'utf8') : '';

  const answerApi = (request: Request): Promise<Response> => {
    if (mock) return mock.handle(request);
    const url = new URL(request.url);
    return fetch(new URL(url.pathname + url.search, apiUrl), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      // @ts-expect-error see node-http.ts
      duplex: request.body ? 'half' : undefined,
      redirect: 'manual',
    });
  };

  /**
   * The page drawn on the server, or undefined when it is not (no renderer, a URL the app sends
   * elsewhere, a renderer that failed: the browser then draws the page from index.html). The API
   * calls the drawing makes carry the reader's cookies, and what they set is passed on.
   */
  const drawPage = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (!renderPage) return false;
    const setCookies = new Map<string, string>();
    const fetchForPage: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      request.headers.delete('cookie');
      if (req.headers.cookie) request.headers.set('cookie', req.headers.cookie);
      const response = await answerApi(request);
      for (const cookie of response.headers.getSetCookie())
        setCookies.set(cookie.split('=')[0] ?? '', cookie);
      return response;
    };
    let page: ServerDrawnPage | ServerRedirect | undefined;
    try {
      page = await renderPage(`http://localhost${url.pathname}${url.search}`, fetchForPage);
    } catch (error) {
      console.error(`Drawing ${url.pathname} on the server failed; the browser draws it`, error);
      return false;
    }
    if (!page) return false;
    const cookies = setCookies.size > 0 ? { 'Set-Cookie': [...setCookies.values()] } : {};
    if (page.kind === 'redirect') {
      res.writeHead(302, { Location: page.location, 'Cache-Control': 'no-cache', ...cookies });
      res.end();
      return true;
    }
    await compressing(req, res);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...cookies,
    });
    res.end(req.method === 'HEAD' ? undefined : pageDocument(template, page));
    return true;
  };

  // Files are listed once at start; the build writes a .br and a .gz beside each text file
  // (vite.config.ts), and sirv picks the one the browser accepts, with `Vary: Accept-Encoding`.
  const files = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: [],
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const serveFile = (req: IncomingMessage, res: ServerResponse, otherwise: () => void) =>
    files(req, res, otherwise);
  // API answers are made per request, so they are compressed as they go out (brotli or gzip, as the
  // browser takes it; answers under 1 KB are sent as they are). On a phone the first visit's JSON
  // was some 35 KB sent raw (docs/performance.md, "First load").
  const compressAnswer = compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const compressing = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((resolve) => compressAnswer(req as never, res as never, () => resolve()));

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    try {
      if (isApiPath(url.pathname)) {
        await compressing(req, res);
        const request = toFetchRequest(req, `http://${req.headers.host ?? 'localhost'}`);
        await sendFetchResponse(res, await answerApi(request));
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendText(res, 405, 'Method not allowed');
        return;
      }
      if (isPageNavigation(req, url.pathname) && (await drawPage(req, res, url))) return;
      serveFile(req, res, () => {
        if (!isPageNavigation(req, url.pathname)) {
          sendText(res, 404, 'Not found');
          return;
        }
        req.url = '/index.html';
        serveFile(req, res, () => sendText(res, 404, 'Not found'));
      });
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendText(res, 502, 'Bad gateway');
    }
  });
}
