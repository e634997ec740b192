import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { createMockApi } from './mock-api';
import { sendFetchResponse, toFetchRequest } from './node-http';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
};

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
export function createAppServer({ distDir, apiUrl, scenario, seed }: AppServerOptions): Server {
  const root = resolve(distDir);
  const mock = apiUrl ? undefined : createMockApi({ scenario, seed });

  /** The file under root a URL path names, or null when it names nothing there (or tries to leave root). */
  async function fileFor(pathname: string): Promise<string | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const file = resolve(root, `.${decoded}`);
    // `root + sep`: a sibling such as dist-server/ starts with the same letters as dist.
    if (!file.startsWith(root + sep)) return null;
    const stats = await stat(file).catch(() => null);
    return stats?.isFile() ? file : null;
  }

  function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl?: string) {
    res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    if (cacheControl) res.setHeader('Cache-Control', cacheControl);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', (error) => res.destroy(error))
      .pipe(res);
  }

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (isApiPath(url.pathname)) {
        const request = toFetchRequest(req, `http://${req.headers.host ?? 'localhost'}`);
        const response = mock
          ? await mock.handle(request)
          : await fetch(new URL(url.pathname + url.search, apiUrl), {
              method: request.method,
              headers: request.headers,
              body: request.body,
              // @ts-expect-error see node-http.ts
              duplex: request.body ? 'half' : undefined,
              redirect: 'manual',
            });
        await sendFetchResponse(res, response);
        return;
      }
      const file = req.method === 'GET' || req.method === 'HEAD' ? await fileFor(url.pathname) : null;
      if (file) {
        // Vite puts a content hash in every name under /assets: a changed file gets a new URL.
        const hashed = url.pathname.startsWith('/assets/');
        sendFile(req, res, file, hashed ? 'public, max-age=31536000, immutable' : undefined);
      } else if (isPageNavigation(req, url.pathname)) {
        // The page must be asked for again after a deploy, to pick up the new hashed assets.
        sendFile(req, res, resolve(root, 'index.html'), 'no-cache');
      } else {
        sendText(res, 404, 'Not found');
      }
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendText(res, 502, 'Bad gateway');
    }
  });
}
