import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppServer } from './app-server';

const INDEX = '<!doctype html><title>app</title>';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  // A sibling folder whose name starts like the bundle's: the traversal check must not take it for dist.
  dir = mkdtempSync(join(tmpdir(), 'app-server-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist-secret'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  // What the build writes beside a text file (vite.config.ts); the bodies tell which one was sent.
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("br");'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("gz");'));
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dir, 'dist-secret', 'key.txt'), 'secret');
  writeFileSync(join(dir, 'secret.txt'), 'secret');
  server = createAppServer({ distDir: dist });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  type: string;
  cache: string;
  encoding: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A raw request: fetch() would normalise `..` and encoded slashes away before they reach the server,
 * and would decompress the body. A compressed body is decompressed here from the raw bytes.
 */
function get(path: string, accept = '*/*', acceptEncoding?: string, at = origin) {
  const headers: Record<string, string> = { accept };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(`${at}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          cache: String(res.headers['cache-control']),
          encoding,
          headers: res.headers,
          body: body.toString('utf8'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('createAppServer', () => {
  it('serves an existing hashed asset with its content type, cached for good', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response).toMatchObject({
      status: 200,
      type: expect.stringMatching(/^text\/javascript/),
      cache: 'public, max-age=31536000, immutable',
      body: 'console.log(1);',
    });
  });

  it('sends the brotli file to a browser that takes brotli, else gzip, else the plain file', async () => {
    const brotli = await get('/assets/index-abc123.js', '*/*', 'gzip, deflate, br, zstd');
    expect(brotli).toMatchObject({ status: 200, encoding: 'br', body: 'console.log("br");' });
    expect(brotli.type).toMatch(/^text\/javascript/);
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.cache).toBe('public, max-age=31536000, immutable');

    const gzip = await get('/assets/index-abc123.js', '*/*', 'gzip, deflate');
    expect(gzip).toMatchObject({ status: 200, encoding: 'gzip', body: 'console.log("gz");' });
    expect(gzip.headers.vary).toBe('Accept-Encoding');

    const plain = await get('/assets/index-abc123.js', '*/*', 'identity');
    expect(plain).toMatchObject({ status: 200, encoding: undefined, body: 'console.log(1);' });
  });

  it('answers a page navigation with the compressed page, never cached without asking again', async () => {
    const page = await get('/course/12', HTML, 'br');
    expect(page).toMatchObject({ status: 200, encoding: 'br', cache: 'no-cache', body: INDEX });
    expect(page.type).toMatch(/^text\/html/);
  });

  it('compresses an API answer for a browser that takes it, and leaves a small one as it is', async () => {
    const path = '/api/v2/trainings?limit=8';
    const plain = await get(path, 'application/json', 'identity');
    expect(plain).toMatchObject({ status: 200, encoding: undefined });
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await get(path, 'application/json', 'gzip, deflate, br, zstd');
    expect(brotli).toMatchObject({ status: 200, encoding: 'br', body: plain.body });
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(await get(path, 'application/json', 'gzip')).toMatchObject({ encoding: 'gzip', body: plain.body });

    const small = await get('/api/v2/languages', 'application/json', 'br');
    expect(small.body.length).toBeLessThan(1024);
    expect(small).toMatchObject({ status: 200, encoding: undefined });
  });

  it.each(['/', '/assets/index-abc123.js', '/assets/missing.js', '/api/v2/session'])(
    'sends the security headers with %s',
    async (path) => {
      const { headers } = await get(path, HTML);
      const policy = String(headers['content-security-policy']);
      const directive = (name: string) =>
        policy
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${name} `));
      expect(directive('script-src')).toBe("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it.each(['/assets/x.js', '/fonts/x.woff2', '/favicon.ico', '/assets/chunk'])(
    'answers 404 for the missing file %s, even to a client that takes HTML',
    async (path) => {
      for (const accept of ['*/*', HTML]) {
        const response = await get(path, accept);
        expect(response.status).toBe(404);
        expect(response.body).not.toContain(INDEX);
      }
    },
  );

  it("passes on a backend's compressed answer decoded, then compressed again for the browser", async () => {
    const body = JSON.stringify({ data: 'x'.repeat(4000) });
    const backend = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(body));
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const proxy = createAppServer({
      distDir: join(dir, 'dist'),
      apiUrl: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const at = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      expect(await get('/api/v2/anything', 'application/json', 'identity', at)).toMatchObject({
        status: 200,
        encoding: undefined,
        body,
      });
      expect(await get('/api/v2/anything', 'application/json', 'br', at)).toMatchObject({
        encoding: 'br',
        body,
      });
    } finally {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    }
  });

  it.each(['/', '/catalog', '/course/12'])('answers the page navigation %s with index.html', async (path) => {
    const response = await get(path, HTML);
    expect(response).toMatchObject({ status: 200, body: INDEX, cache: 'no-cache' });
    expect(response.type).toMatch(/^text\/html/);
  });

  it('does not answer a path without extension with the page to a client that wants JSON', async () => {
    expect((await get('/catalog', 'application/json')).status).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%2fdist-secret%2fkey.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%00',
  ])('refuses to serve %s from outside the bundle', async (path) => {
    const response = await get(path, HTML);
    expect(response.body).not.toContain('secret');
    expect(response.status === 404 || response.body === INDEX).toBe(true);
  });
});

describe('createAppServer drawing pages on the server', () => {
  const TEMPLATE =
    '<!doctype html><html lang="en" dir="ltr"><head><link rel="preload" as="fetch" crossorigin href="/api/v2/me" /></head>' +
    '<body><div id="root"><div class="boot-overlay">…</div></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
  let drawnDir: string;

  beforeAll(() => {
    drawnDir = mkdtempSync(join(tmpdir(), 'app-server-drawn-'));
    mkdirSync(join(drawnDir, 'assets'));
    writeFileSync(join(drawnDir, 'index.html'), TEMPLATE);
    writeFileSync(join(drawnDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  });
  afterAll(() => rmSync(drawnDir, { recursive: true, force: true }));

  async function serving(
    options: Omit<Parameters<typeof createAppServer>[0], 'distDir'>,
    run: (at: string) => Promise<void>,
  ) {
    const host = createAppServer({ distDir: drawnDir, ...options });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(host.address() as AddressInfo).port}`);
    } finally {
      await new Promise<void>((resolve) => host.close(() => resolve()));
    }
  }

  const drawn = (html: string) => ({
    kind: 'page' as const,
    html,
    state: { queries: [], mutations: [] },
    lang: 'fr',
    dir: 'ltr' as const,
    style: '',
  });

  it('sends the drawn page in index.html, compressed and never cached', async () => {
    const renderPage = vi.fn(async (url: string) => drawn(`<main>${url}</main>`));
    await serving({ renderPage }, async (at) => {
      const page = await get('/catalog?s=safety', HTML, 'br', at);
      expect(page).toMatchObject({ status: 200, encoding: 'br', cache: 'no-cache' });
      expect(page.type).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="fr" dir="ltr"');
      expect(page.body).toContain('<div id="root"><main>http://localhost/catalog?s=safety</main></div>');
      expect(page.body).toContain('id="page-state"');
      expect(page.body).not.toContain('as="fetch"');
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      // Files and clients that do not take HTML are not pages.
      expect((await get('/assets/index-abc123.js', HTML, undefined, at)).body).toBe('console.log(1);');
      expect((await get('/catalog', 'application/json', undefined, at)).status).toBe(404);
      expect(renderPage).toHaveBeenCalledTimes(1);
    });
  });

  it("reaches the API as the reader, and passes on the cookies the API's answers set", async () => {
    const backend = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'XSRF-TOKEN=abc; Path=/' });
      res.end(JSON.stringify({ cookie: req.headers.cookie ?? null }));
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    const renderPage = async (_url: string, fetchForPage: typeof fetch) => {
      const answer = await fetchForPage('http://localhost/api/v2/me', {
        headers: { cookie: 'someone=else' },
      });
      return drawn(`<pre>${JSON.stringify(await answer.json())}</pre>`);
    };
    try {
      await serving({ renderPage, apiUrl }, async (at) => {
        const answer = await new Promise<Answer>((resolve, reject) => {
          const req = httpRequest(
            `${at}/dashboard`,
            { headers: { accept: HTML, cookie: 'session=reader' } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  type: '',
                  cache: '',
                  encoding: undefined,
                  headers: res.headers,
                  body: Buffer.concat(chunks).toString(),
                }),
              );
            },
          );
          req.on('error', reject);
          req.end();
        });
        expect(answer.body).toContain('{"cookie":"session=reader"}');
        expect(answer.headers['set-cookie']).toEqual(['XSRF-TOKEN=abc; Path=/']);
      });
    } finally {
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    }
  });

  it('answers a redirect the page asks for with 302', async () => {
    const renderPage = async () => ({
      kind: 'redirect' as const,
      location: '/user/login?redirectTo=%2Fdashboard',
    });
    await serving({ renderPage }, async (at) => {
      const answer = await get('/dashboard', HTML, undefined, at);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/user/login?redirectTo=%2Fdashboard');
    });
  });

  it('sends index.html for the browser to draw when the server draws nothing or fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const renderPage = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('renderer broke'));
    await serving({ renderPage }, async (at) => {
      for (let visit = 0; visit < 2; visit += 1) {
        expect(await get('/catalog', HTML, undefined, at)).toMatchObject({
          status: 200,
          body: TEMPLATE,
          cache: 'no-cache',
        });
      }
    });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
