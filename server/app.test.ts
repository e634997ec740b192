import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnswerApi } from './api';
import { createAppServer } from './app';
import { documentTemplate, pageDocument } from './page-html';

const INDEX = '<!doctype html><title>app</title>';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let dir: string;
let server: FastifyInstance;
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
  server = await createAppServer({ distDir: dist });
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
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
function get(
  path: string,
  accept = '*/*',
  acceptEncoding?: string,
  at = origin,
  { method = 'GET', more = {} }: { method?: string; more?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { accept, ...more };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  return new Promise<Answer>((resolve, reject) => {
    // The path as it is: a URL would resolve its dot segments before it was sent.
    const req = httpRequest(at, { path, headers, method }, (res) => {
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

/** Runs `run` with `backend` listening on a free port of the loopback address. */
async function withBackend(backend: Server, run: (apiUrl: string) => Promise<void>) {
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`);
  } finally {
    backend.closeAllConnections();
    await new Promise<void>((resolve) => backend.close(() => resolve()));
  }
}

describe('createAppServer', () => {
  it('serves an existing hashed asset with its content type, cached for good', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response).toMatchObject({
      status: 200,
      type: expect.stringMatching(/^(text|application)\/javascript/),
      cache: 'public, max-age=31536000, immutable',
      body: 'console.log(1);',
    });
  });

  it('sends the brotli file to a browser that takes brotli, else gzip, else the plain file', async () => {
    const brotli = await get('/assets/index-abc123.js', '*/*', 'gzip, deflate, br, zstd');
    expect(brotli).toMatchObject({ status: 200, encoding: 'br', body: 'console.log("br");' });
    expect(brotli.type).toMatch(/^(text|application)\/javascript/);
    expect(String(brotli.headers.vary).toLowerCase()).toBe('accept-encoding');
    expect(brotli.cache).toBe('public, max-age=31536000, immutable');

    const gzip = await get('/assets/index-abc123.js', '*/*', 'gzip, deflate');
    expect(gzip).toMatchObject({ status: 200, encoding: 'gzip', body: 'console.log("gz");' });
    expect(String(gzip.headers.vary).toLowerCase()).toBe('accept-encoding');

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
    expect(String(brotli.headers.vary).toLowerCase()).toBe('accept-encoding');
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

  it("passes on a backend's answer compressed as the browser asked it to be", async () => {
    const body = JSON.stringify({ data: 'x'.repeat(4000) });
    const backend = createServer((req, res) => {
      const gzip = String(req.headers['accept-encoding']).includes('gzip');
      res.writeHead(200, {
        'Content-Type': 'application/json',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipSync(body) : body);
    });
    await withBackend(backend, async (apiUrl) => {
      const proxy = await createAppServer({ distDir: join(dir, 'dist'), apiUrl });
      const at = await proxy.listen({ port: 0, host: '127.0.0.1' });
      try {
        expect(await get('/api/v2/anything', 'application/json', 'identity', at)).toMatchObject({
          status: 200,
          encoding: undefined,
          body,
        });
        expect(await get('/api/v2/anything', 'application/json', 'gzip', at)).toMatchObject({
          encoding: 'gzip',
          body,
        });
      } finally {
        await proxy.close();
      }
    });
  });

  it.each(['/', '/catalog', '/course/12'])('answers the page navigation %s with index.html', async (path) => {
    const response = await get(path, HTML);
    expect(response).toMatchObject({ status: 200, body: INDEX, cache: 'no-cache' });
    expect(response.type).toMatch(/^text\/html/);
  });

  it.each(['*/*', 'application/json', ''])(
    'answers a page with the page whatever the client accepts (%j: a probe, curl)',
    async (accept) => {
      const response = await get('/', accept);
      expect(response).toMatchObject({ status: 200, body: INDEX });
      expect(response.type).toMatch(/^text\/html/);
    },
  );

  it('answers a health probe at /healthz, never cached', async () => {
    expect(await get('/healthz', '')).toMatchObject({ status: 200, body: 'ok', cache: 'no-store' });
  });

  it('publishes no source map, and says how long browsers keep to HTTPS', async () => {
    writeFileSync(join(dir, 'dist', 'assets', 'index-abc123.js.map'), '{"sources":["src/secret.ts"]}');
    const map = await get('/assets/index-abc123.js.map');
    expect(map.status).toBe(404);
    expect(map.body).not.toContain('secret');
    expect(map.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
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
    const host = await createAppServer({ distDir: drawnDir, ...options });
    try {
      await run(await host.listen({ port: 0, host: '127.0.0.1' }));
    } finally {
      await host.close();
    }
  }

  /** What a drawing thread answers for a page drawn as `html`: index.html with it in (server/draw-worker.ts). */
  const drawn = (html: string) => ({
    kind: 'document' as const,
    body: pageDocument(documentTemplate(TEMPLATE), {
      kind: 'page',
      html: new TextEncoder().encode(html),
      state: { queries: [], mutations: [] },
      lang: 'fr',
      dir: 'ltr',
      style: '',
    }),
  });

  it('sends the drawn page in index.html, compressed and never cached', async () => {
    const renderPage = vi.fn(async (url: string, _answerApi: AnswerApi, _nonce: string) =>
      // Over the 1 KB under which answers go out as they are.
      drawn(`<main>${url}</main>${'<p>text</p>'.repeat(100)}`),
    );
    await serving({ renderPage }, async (at) => {
      const page = await get('/catalog?s=safety', HTML, 'br', at);
      const nonce = renderPage.mock.calls[0]?.[2] ?? '';
      // Drawn for its reader: kept by no shared cache.
      expect(page).toMatchObject({ status: 200, encoding: 'br', cache: 'private, no-cache' });
      expect(page.headers.vary).toContain('Cookie');
      expect(page.type).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="fr" dir="ltr"');
      expect(page.body).toContain('<div id="root"><main>http://localhost/catalog?s=safety</main><p>');
      expect(page.body).toContain('id="page-state"');
      expect(page.body).not.toContain('as="fetch"');
      // React's inline scripts on the drawn page run with its one-time nonce, and no others.
      expect(nonce).toMatch(/^[\w+/]{22}==$/);
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}';`);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      // Files and clients that do not take HTML are not pages.
      expect((await get('/assets/index-abc123.js', HTML, undefined, at)).body).toBe('console.log(1);');
      expect(renderPage).toHaveBeenCalledTimes(1);
    });
  });

  it("reaches the API as the reader, and passes on the cookies the API's answers set", async () => {
    const backend = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'XSRF-TOKEN=abc; Path=/' });
      res.end(JSON.stringify({ cookie: req.headers.cookie ?? null }));
    });
    const renderPage = async (_url: string, answerForPage: AnswerApi) => {
      const answer = await answerForPage(
        { url: 'http://localhost/api/v2/me', method: 'GET', headers: { cookie: 'someone=else' }, body: null },
        new AbortController().signal,
      );
      return drawn(`<pre>${new TextDecoder().decode(answer.body ?? undefined)}</pre>`);
    };
    await withBackend(backend, (apiUrl) =>
      serving({ renderPage, apiUrl }, async (at) => {
        const answer = await get('/dashboard', HTML, undefined, at, { more: { cookie: 'session=reader' } });
        expect(answer.body).toContain('{"cookie":"session=reader"}');
        expect(answer.headers['set-cookie']).toEqual(['XSRF-TOKEN=abc; Path=/']);
      }),
    );
  });

  it('stops asking the backend once the drawing gives up on an answer', async () => {
    let closed!: () => void;
    const backendLetGo = new Promise<void>((resolve) => {
      closed = resolve;
    });
    // Takes the request and never answers: only the server closing it ends it.
    const backend = createServer((req) => req.socket.once('close', closed));
    const renderPage = async (_url: string, answerForPage: AnswerApi) => {
      await answerForPage(
        { url: 'http://localhost/api/v2/me', method: 'GET', headers: {}, body: null },
        AbortSignal.timeout(50),
      ).catch(() => {});
      return undefined;
    };
    await withBackend(backend, (apiUrl) =>
      serving({ renderPage, apiUrl }, async (at) => {
        expect((await get('/dashboard', HTML, undefined, at)).body).toBe(TEMPLATE);
        await backendLetGo;
      }),
    );
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

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'never sends a reader off the site, whatever the drawing asked: %s goes home',
    async (location) => {
      const renderPage = async () => ({ kind: 'redirect' as const, location });
      await serving({ renderPage }, async (at) => {
        const answer = await get('/user/login', HTML, undefined, at);
        expect(answer.status).toBe(302);
        expect(answer.headers.location).toBe('/');
      });
    },
  );

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

describe('createAppServer in front of a backend', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'app-server-proxy-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  /** A backend that answers each request with the headers it got, and keeps them. */
  async function echoing(
    run: (at: string, seen: IncomingHttpHeaders[]) => Promise<void>,
    answerHeaders: Record<string, string> = {},
  ) {
    const seen: IncomingHttpHeaders[] = [];
    const backend = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'Content-Type': 'application/json', ...answerHeaders });
      res.end(JSON.stringify({ url: req.url }));
    });
    await withBackend(backend, async (apiUrl) => {
      const proxy = await createAppServer({ distDir: dist, apiUrl });
      try {
        await run(await proxy.listen({ port: 0, host: '127.0.0.1' }), seen);
      } finally {
        await proxy.close();
      }
    });
  }

  it('passes the backend no header a client could lie with, and says itself who the client is', async () => {
    await echoing(async (at, seen) => {
      const answer = await get('/api/v2/me', 'application/json', undefined, at, {
        more: {
          cookie: 'session=reader',
          'x-xsrf-token': 'token',
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          forwarded: 'for=203.0.113.9;host=evil.example',
          'x-real-ip': '203.0.113.9',
          via: '1.1 evil',
          'proxy-authorization': 'Basic c2VjcmV0',
          connection: 'keep-alive, x-hop',
          'x-hop': 'only for the next hop',
          'keep-alive': 'timeout=5',
          te: 'trailers',
        },
      });
      expect(answer.status).toBe(200);
      const [headers] = seen;
      expect(headers).toMatchObject({
        cookie: 'session=reader',
        'x-xsrf-token': 'token',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': new URL(at).host,
      });
      for (const name of [
        'forwarded',
        'x-real-ip',
        'via',
        'proxy-authorization',
        'x-hop',
        'keep-alive',
        'te',
      ])
        expect(headers, name).not.toHaveProperty(name);
    });
  });

  it("keeps its own security headers on the backend's answers", async () => {
    await echoing(
      async (at) => {
        const { headers } = await get('/api/v2/me', 'application/json', undefined, at);
        expect(headers['content-security-policy']).toMatch(/^default-src 'self';/);
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['x-frame-options']).toBe('DENY');
        expect(headers['x-backend']).toBe('kept');
      },
      {
        'Content-Security-Policy': 'default-src *',
        'X-Content-Type-Options': 'none',
        'X-Frame-Options': 'ALLOWALL',
        'X-Backend': 'kept',
      },
    );
  });

  it.each([
    '/api/v2/..%2f..%2fadmin',
    '/api/v2/..%2F..%2Fadmin',
    '/api/v2/%2e%2e/%2e%2e/admin',
    '/api/v2/users/../../admin',
    '/api/v2/..%5cadmin',
    '/api/v2/./me',
  ])('refuses %s before it reaches the backend', async (path) => {
    await echoing(async (at, seen) => {
      expect((await get(path, 'application/json', undefined, at)).status).toBe(400);
      expect(seen).toEqual([]);
    });
  });

  it('refuses the same paths with the embedded mock', async () => {
    expect((await get('/api/v2/..%2f..%2fadmin', 'application/json')).status).toBe(400);
    expect((await get('/api/v2/languages', 'application/json')).status).toBe(200);
  });
});

describe('createAppServer drawing under load', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'app-server-load-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><body><div id="root"><div>…</div></div></body></html>',
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('gives a reader beyond the drawings allowed at once the browser-drawn page at once, never a queue', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const renderPage = vi.fn(async () => {
      await held;
      return undefined;
    });
    const host = await createAppServer({
      distDir: dist,
      renderPage,
      maxConcurrentDrawings: 1,
      drawingBudgetMs: 1234,
    });
    try {
      const at = await host.listen({ port: 0, host: '127.0.0.1' });
      const first = get('/catalog', HTML, undefined, at);
      await vi.waitFor(() => expect(renderPage).toHaveBeenCalledTimes(1));
      const second = await get('/catalog', HTML, undefined, at);
      expect(second).toMatchObject({ status: 200, cache: 'no-cache' });
      expect(second.body).toContain('<div id="root">');
      expect(renderPage).toHaveBeenCalledTimes(1);
      // The drawing's budget is the host's to set.
      expect(renderPage.mock.calls[0]).toContainEqual({ budgetMs: 1234 });
      release();
      expect((await first).status).toBe(200);
      // Once the first is done, the next reader's page is drawn again.
      await get('/catalog', HTML, undefined, at);
      expect(renderPage).toHaveBeenCalledTimes(2);
    } finally {
      release();
      await host.close();
    }
  });

  it('once a drawing ran out of time, sends pages for the browser to draw at once, trying one drawing at a time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let slow = true;
    // Out of time as src/entry-server.tsx is: the whole budget, then nothing.
    const renderPage = vi.fn(
      async (_url: string, _answerApi: AnswerApi, _nonce: string, options: { budgetMs?: number }) => {
        if (!slow) return undefined;
        await new Promise((resolve) => setTimeout(resolve, options.budgetMs));
        return undefined;
      },
    );
    const host = await createAppServer({
      distDir: dist,
      renderPage,
      drawingBudgetMs: 200,
      slowBackendPauseMs: 60_000,
    });
    try {
      const at = await host.listen({ port: 0, host: '127.0.0.1' });
      expect((await get('/catalog', HTML, undefined, at)).status).toBe(200);
      expect(warn).toHaveBeenCalledOnce();
      // One reader's page is tried again meanwhile; every other reader is answered at once.
      const trying = get('/catalog', HTML, undefined, at);
      await vi.waitFor(() => expect(renderPage).toHaveBeenCalledTimes(2));
      const others = await Promise.all(Array.from({ length: 5 }, () => get('/catalog', HTML, undefined, at)));
      expect(others.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(renderPage).toHaveBeenCalledTimes(2);
      await trying;
      // The backend is back: the next try ends in time, and pages are drawn again.
      slow = false;
      await get('/catalog', HTML, undefined, at);
      await get('/catalog', HTML, undefined, at);
      expect(renderPage).toHaveBeenCalledTimes(4);
    } finally {
      warn.mockRestore();
      await host.close();
    }
  });

  it('answers 405 to a method a page does not take', async () => {
    expect((await get('/catalog', HTML, undefined, origin, { method: 'POST' })).status).toBe(405);
  });
});
