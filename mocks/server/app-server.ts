import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createMockApi } from './mock-api';
import { sendFetchResponse, toFetchRequest } from './node-http';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

export interface AppServerOptions {
  /** Folder of the production bundle. */
  distDir: string;
  /** A real backend: /api/v2 is proxied there and no mock runs. */
  apiUrl?: string;
  scenario?: string;
}

/**
 * Serves the production bundle with a single-page fallback, and /api/v2 either
 * from the embedded mock (same MSW handlers as Storybook) or a real backend.
 */
export function createAppServer({ distDir, apiUrl, scenario }: AppServerOptions): Server {
  const root = resolve(distDir);
  const mock = apiUrl ? undefined : createMockApi({ scenario });
  const indexHtml = join(root, 'index.html');

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname.startsWith('/api/v2/') || url.pathname === '/system/ajax/cookies-disclaimer/agree') {
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
      const file = normalize(join(root, decodeURIComponent(url.pathname)));
      const isAsset = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
      const path = isAsset ? file : indexHtml;
      res.setHeader('Content-Type', CONTENT_TYPES[extname(path)] ?? 'application/octet-stream');
      if (isAsset && url.pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
      createReadStream(path).pipe(res);
    } catch (error) {
      console.error(error);
      res.statusCode = 502;
      res.end('Bad gateway');
    }
  });
}
