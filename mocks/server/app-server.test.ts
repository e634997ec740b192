import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
