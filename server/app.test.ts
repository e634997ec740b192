import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Transport } from '@/api/transport';
import type { RenderedPage } from '@/entry-server';
import { listenMockApi } from '../mocks/server/mock-api-server';
import { createAppServer } from './app';
import { processMetrics } from './metrics';
import type { RenderPage } from './pages';

// The least index.html a server takes: the root whose loading state a rendered page replaces.
const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>app</title></head><body><div id="root"><div>…</div></div></body></html>';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let dir: string;
let server: FastifyInstance;
let origin: string;
/** The mock API, over HTTP on a port of its own, as `npm start` runs it: the server's backend. */
let mockApi: Awaited<ReturnType<typeof listenMockApi>>;

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
  mockApi = await listenMockApi({ role: 'visitor', port: 0 });
  server = await createAppServer({ distDir: dist, apiUrl: mockApi.origin });
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  await mockApi.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Received {
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
  {
    method = 'GET',
    more = {},
    body,
    agent,
  }: { method?: string; more?: Record<string, string>; body?: string; agent?: HttpAgent | false } = {},
) {
  const headers: Record<string, string> = { accept, ...more };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  return new Promise<Received>((resolve, reject) => {
    // The path as it is: a URL would resolve its dot segments before it was sent.
    const req = httpRequest(at, { path, headers, method, agent }, (res) => {
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
    req.end(body);
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

/** Log lines as pino writes them, collected for the test to read. */
function collectLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { msg?: string });
  return { stream, lines, entries };
}

/**
 * A backend that takes each request and holds its response until the test releases them all:
 * `seen` has each request's URL and headers as they arrive.
 */
function heldBackend(body = '{"held":false}') {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const waiting: ServerResponse[] = [];
  let released = false;
  const respond = (res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(body);
  };
  const backend = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (released) respond(res);
    else waiting.push(res);
  });
  return {
    backend,
    seen,
    release() {
      released = true;
      for (const res of waiting.splice(0)) respond(res);
    },
  };
}

const PAGE_STATE: RenderedPage['state'] = { queries: { mutations: [], queries: [] }, router: {} };

/** A page as src/entry-server.tsx renders it: its markup, the data it came from, the user's language. */
const rendered = (html: string, lang = 'fr'): RenderedPage => ({
  kind: 'page',
  status: 200,
  html: new TextEncoder().encode(html),
  state: PAGE_STATE,
  queriesNotLoaded: [],
  lang,
  dir: 'ltr',
  style: '',
});

/** A render that asks the backend for `path` through the request's transport, and shows what came. */
const renderingFrom =
  (path: string): RenderPage =>
  async (_url, transport: Transport) => {
    const response = await transport({ url: `http://localhost${path}`, method: 'GET', headers: {} });
    return rendered(`<pre>${await response.text()}</pre>`);
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

  it('revalidates a file and the page for the browser to render by their ETag, with a 304 and no body', async () => {
    for (const [path, accept] of [
      ['/assets/index-abc123.js', '*/*'],
      ['/course/12', HTML],
    ] as const) {
      const first = await get(path, accept);
      const etag = first.headers.etag;
      expect(etag, path).toEqual(expect.any(String));
      const again = await get(path, accept, undefined, origin, { more: { 'if-none-match': String(etag) } });
      expect(again, path).toMatchObject({ status: 304, body: '' });
      const changed = await get(path, accept, undefined, origin, { more: { 'if-none-match': '"another"' } });
      expect(changed.status, path).toBe(200);
    }
  });

  it('responds to a page navigation with the compressed page, never cached without asking again', async () => {
    const page = await get('/course/12', HTML, 'br');
    expect(page).toMatchObject({ status: 200, encoding: 'br', cache: 'no-cache', body: INDEX });
    expect(page.type).toMatch(/^text\/html/);
  });

  it('compresses an API response for a browser that takes it, and leaves a small response of its own as it is', async () => {
    const path = '/api/v2/trainings?limit=8';
    const plain = await get(path, 'application/json', 'identity');
    expect(plain).toMatchObject({ status: 200, encoding: undefined });
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await get(path, 'application/json', 'gzip, deflate, br, zstd');
    expect(brotli).toMatchObject({ status: 200, encoding: 'br', body: plain.body });
    expect(String(brotli.headers.vary).toLowerCase()).toBe('accept-encoding');
    expect(await get(path, 'application/json', 'gzip')).toMatchObject({ encoding: 'gzip', body: plain.body });

    // A response under 1 KB that the server makes itself goes out as it is.
    expect(await get('/healthz', '*/*', 'br')).toMatchObject({
      status: 200,
      encoding: undefined,
      body: 'ok',
    });
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
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      // What an appearance or a course may point at on the backend's or a CDN's https host.
      for (const name of ['img-src', 'media-src', 'font-src'])
        expect(directive(name)).toMatch(/ https:( |$)/);
    },
  );

  it.each(['/assets/x.js', '/fonts/x.woff2', '/favicon.ico', '/assets/chunk'])(
    'responds 404 for the missing file %s, even to a client that takes HTML',
    async (path) => {
      for (const accept of ['*/*', HTML]) {
        const response = await get(path, accept);
        expect(response.status).toBe(404);
        expect(response.body).not.toContain(INDEX);
      }
    },
  );

  it("passes on a backend's response compressed as the browser asked it to be", async () => {
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

  it.each(['/', '/catalog', '/course/12'])(
    'responds to the page navigation %s with index.html',
    async (path) => {
      const response = await get(path, HTML);
      expect(response).toMatchObject({ status: 200, body: INDEX, cache: 'no-cache' });
      expect(response.type).toMatch(/^text\/html/);
    },
  );

  it.each(['*/*', 'application/json', ''])(
    'responds to a page request with the page whatever the client accepts (%j: a probe, curl)',
    async (accept) => {
      const response = await get('/', accept);
      expect(response).toMatchObject({ status: 200, body: INDEX });
      expect(response.type).toMatch(/^text\/html/);
    },
  );

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

describe('createAppServer rendering pages on the server', () => {
  const TEMPLATE =
    '<!doctype html><html lang="en" dir="ltr"><head><title>app</title><link rel="preload" as="fetch" crossorigin href="/api/v2/me" /></head>' +
    '<body><div id="root"><div class="boot-overlay">…</div></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
  let renderDir: string;

  beforeAll(() => {
    renderDir = mkdtempSync(join(tmpdir(), 'app-server-rendered-'));
    mkdirSync(join(renderDir, 'assets'));
    writeFileSync(join(renderDir, 'index.html'), TEMPLATE);
    writeFileSync(join(renderDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  });
  afterAll(() => rmSync(renderDir, { recursive: true, force: true }));

  /** A server rendering with `options`, in front of the mock API unless given another backend. */
  async function serving(
    options: Omit<Parameters<typeof createAppServer>[0], 'distDir' | 'apiUrl'> & { apiUrl?: string },
    run: (at: string) => Promise<void>,
  ) {
    const host = await createAppServer({ distDir: renderDir, apiUrl: mockApi.origin, ...options });
    try {
      await run(await host.listen({ port: 0, host: '127.0.0.1' }));
    } finally {
      await host.close();
    }
  }

  it('sends the rendered page in index.html, compressed and never cached', async () => {
    const renderPage = vi.fn<RenderPage>(async (url) =>
      // Over the 1 KB under which responses go out as they are.
      rendered(`<main>${url}</main>${'<p>text</p>'.repeat(100)}`),
    );
    await serving({ renderPage }, async (at) => {
      const page = await get('/catalog?s=safety', HTML, 'br', at);
      const nonce = renderPage.mock.calls[0]?.[2] ?? '';
      // Rendered for one user: kept by no shared cache.
      expect(page).toMatchObject({ status: 200, encoding: 'br', cache: 'private, no-cache' });
      expect(page.headers.vary).toContain('Cookie');
      expect(page.type).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="fr" dir="ltr"');
      expect(page.body).toContain('<div id="root"><main>http://localhost/catalog?s=safety</main><p>');
      expect(page.body).toContain('id="page-state"');
      expect(page.body).not.toContain('as="fetch"');
      // React's inline scripts on the rendered page run with its one-time nonce, and no others.
      expect(nonce).toMatch(/^[\w+/]{22}==$/);
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}';`);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      // Files are not pages.
      expect((await get('/assets/index-abc123.js', HTML, undefined, at)).body).toBe('console.log(1);');
      expect(renderPage).toHaveBeenCalledTimes(1);
    });
  });

  it('renders with data from the mock API, reached over HTTP', async () => {
    await serving({ renderPage: renderingFrom('/api/v2/languages') }, async (at) => {
      const page = await get('/catalog', HTML, undefined, at);
      expect(page.status).toBe(200);
      const [, json = ''] = /<pre>(.*?)<\/pre>/.exec(page.body) ?? [];
      expect(JSON.parse(json)).toHaveProperty('data');
    });
  });

  it('renders a path that starts with two slashes as a path of this site, never taking a host from it', async () => {
    const renderPage = vi.fn<RenderPage>(async (url) => rendered(`<main>${url}</main>`));
    await serving({ renderPage }, async (at) => {
      expect(await get('//catalog?s=safety', HTML, undefined, at)).toMatchObject({ status: 200 });
      expect(await get('///', HTML, undefined, at)).toMatchObject({ status: 200 });
      expect(await get('*', HTML, undefined, at)).toMatchObject({ status: 200 });
    });
    expect(renderPage.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost//catalog?s=safety',
      'http://localhost///',
      'http://localhost/*',
    ]);
  });

  it('sends a page with the status its routes gave it: the not-found page is a 404', async () => {
    const renderPage: RenderPage = async () => ({ ...rendered('<h1>Page not found</h1>'), status: 404 });
    await serving({ renderPage }, async (at) => {
      const page = await get('/no/such/page', HTML, undefined, at);
      expect(page.status).toBe(404);
      expect(page.body).toContain('<h1>Page not found</h1>');
    });
  });

  it("reaches the API as the user, and passes on the cookies the API's responses set, once each", async () => {
    const backend = createServer((req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Set-Cookie': ['XSRF-TOKEN=abc; Path=/', `seen=${req.url === '/api/v2/me' ? 'me' : 'other'}; Path=/`],
      });
      res.end(JSON.stringify({ cookie: req.headers.cookie ?? null }));
    });
    const renderPage: RenderPage = async (_url, transport) => {
      const response = await transport({
        url: 'http://localhost/api/v2/me',
        method: 'GET',
        headers: { cookie: 'someone=else' },
      });
      await transport({ url: 'http://localhost/api/v2/languages', method: 'GET', headers: {} });
      return rendered(`<pre>${await response.text()}</pre>`);
    };
    await withBackend(backend, (apiUrl) =>
      serving({ renderPage, apiUrl }, async (at) => {
        const page = await get('/dashboard', HTML, undefined, at, { more: { cookie: 'session=user' } });
        expect(page.body).toContain('{"cookie":"session=user"}');
        // The last value of each cookie, as a browser would keep it.
        expect(page.headers['set-cookie']).toEqual(['XSRF-TOKEN=abc; Path=/', 'seen=other; Path=/']);
      }),
    );
  });

  it('stops asking the backend once the render gives up on a response', async () => {
    let closed!: () => void;
    const backendLetGo = new Promise<void>((resolve) => {
      closed = resolve;
    });
    // Takes the request and never responds: only the server closing it ends it.
    const backend = createServer((req) => req.socket.once('close', closed));
    const renderPage: RenderPage = async (_url, transport) => {
      await transport({
        url: 'http://localhost/api/v2/me',
        method: 'GET',
        headers: {},
        signal: AbortSignal.timeout(50),
      }).catch(() => {});
      return undefined;
    };
    await withBackend(backend, (apiUrl) =>
      serving({ renderPage, apiUrl }, async (at) => {
        expect((await get('/dashboard', HTML, undefined, at)).body).toBe(TEMPLATE);
        await backendLetGo;
      }),
    );
  });

  it('responds with 302 to a redirect the page asks for', async () => {
    const renderPage = async () => ({
      kind: 'redirect' as const,
      location: '/user/login?redirectTo=%2Fdashboard',
    });
    await serving({ renderPage }, async (at) => {
      const response = await get('/dashboard', HTML, undefined, at);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/user/login?redirectTo=%2Fdashboard');
      expect(response.cache).toBe('private, no-cache');
    });
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/next\u0000evil',
  ])('never sends a user off the site, whatever the render asked: %s goes home', async (location) => {
    const renderPage = async () => ({ kind: 'redirect' as const, location });
    await serving({ renderPage }, async (at) => {
      const response = await get('/user/login', HTML, undefined, at);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/');
    });
  });

  it('sends index.html for the browser to render when the server renders nothing or fails', async () => {
    const renderPage = vi
      .fn<RenderPage>()
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
    expect(renderPage).toHaveBeenCalledTimes(2);
  });
});

describe('createAppServer in front of a backend', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'app-server-proxy-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  /** A backend that responds to each request with the URL it got, and keeps its headers. */
  async function echoing(
    run: (at: string, seen: IncomingHttpHeaders[]) => Promise<void>,
    responseHeaders: Record<string, string> = {},
  ) {
    const seen: IncomingHttpHeaders[] = [];
    const backend = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'Content-Type': 'application/json', ...responseHeaders });
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
      const response = await get('/api/v2/me', 'application/json', undefined, at, {
        more: {
          cookie: 'session=user',
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
      expect(response.status).toBe(200);
      const [headers] = seen;
      expect(headers).toMatchObject({
        cookie: 'session=user',
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

  it("keeps its own security headers on the backend's responses", async () => {
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

  it("passes on a backend's 503 to a GET as it is, asking the backend once", async () => {
    let asked = 0;
    const backend = createServer((_req, res) => {
      asked += 1;
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
      res.end('{"message":"busy"}');
    });
    await withBackend(backend, async (apiUrl) => {
      const proxy = await createAppServer({ distDir: dist, apiUrl });
      try {
        const at = await proxy.listen({ port: 0, host: '127.0.0.1' });
        expect(await get('/api/v2/me', 'application/json', undefined, at)).toMatchObject({
          status: 503,
          body: '{"message":"busy"}',
        });
        expect(asked).toBe(1);
      } finally {
        await proxy.close();
      }
    });
  });

  it('responds 502, not a 500 of its own, when the backend refuses the connection or drops it', async () => {
    const backend = createServer((req) => {
      if (req.url === '/api/v2/dropped') req.socket.destroy();
    });
    await withBackend(backend, async (apiUrl) => {
      const refused = createServer();
      await new Promise<void>((resolve) => refused.listen(0, '127.0.0.1', resolve));
      const nowhere = `http://127.0.0.1:${(refused.address() as AddressInfo).port}`;
      await new Promise<void>((resolve) => refused.close(() => resolve()));
      for (const [url, path, status] of [
        [nowhere, '/api/v2/me', 502],
        [apiUrl, '/api/v2/dropped', 502],
      ] as const) {
        const proxy = await createAppServer({ distDir: dist, apiUrl: url });
        try {
          const at = await proxy.listen({ port: 0, host: '127.0.0.1' });
          expect((await get(path, 'application/json', undefined, at)).status, path).toBe(status);
        } finally {
          await proxy.close();
        }
      }
    });
  });

  it('proxies the cookie notice consent beside the API', async () => {
    await echoing(async (at, seen) => {
      const response = await get('/system/ajax/cookies-disclaimer/agree', 'application/json', undefined, at, {
        method: 'POST',
      });
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ url: '/system/ajax/cookies-disclaimer/agree' });
      expect(seen).toHaveLength(1);
    });
  });

  it('passes on a response without a body without a content encoding, whatever the browser takes', async () => {
    const backend = createServer((_req, res) => {
      res.writeHead(204, { 'Set-Cookie': 'cookie-agreed=2; Path=/' });
      res.end();
    });
    await withBackend(backend, async (apiUrl) => {
      const proxy = await createAppServer({ distDir: dist, apiUrl });
      try {
        const at = await proxy.listen({ port: 0, host: '127.0.0.1' });
        const response = await get(
          '/system/ajax/cookies-disclaimer/agree',
          'application/json',
          'br, gzip',
          at,
          {
            method: 'POST',
          },
        );
        expect(response.status).toBe(204);
        // A 204 labelled brotli is a failed request to Chromium.
        expect(response.encoding).toBeUndefined();
        expect(response.headers['set-cookie']).toEqual(['cookie-agreed=2; Path=/']);
      } finally {
        await proxy.close();
      }
    });
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

  it('refuses the same paths in front of the mock API', async () => {
    expect((await get('/api/v2/..%2f..%2fadmin', 'application/json')).status).toBe(400);
    expect((await get('/api/v2/languages', 'application/json')).status).toBe(200);
  });
});

describe('createAppServer rendering under load', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'app-server-load-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>app</title></head><body><div id="root"><div>…</div></div></body></html>',
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('gives a user beyond the renders allowed at once the page for the browser to render at once, never a queue, and counts it', async () => {
    const metrics = processMetrics();
    const overLimit = async () =>
      (await metrics.registry.getSingleMetric('renders_over_limit_total')?.get())?.values[0]?.value ?? 0;
    const overLimitBefore = await overLimit();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const renderPage = vi.fn<RenderPage>(async () => {
      await held;
      return undefined;
    });
    const host = await createAppServer({
      distDir: dist,
      apiUrl: mockApi.origin,
      renderPage,
      metrics,
      maxConcurrentRenders: 1,
      renderBudgetMs: 1234,
    });
    try {
      const at = await host.listen({ port: 0, host: '127.0.0.1' });
      const first = get('/catalog', HTML, undefined, at);
      await vi.waitFor(() => expect(renderPage).toHaveBeenCalledTimes(1));
      const second = await get('/catalog', HTML, undefined, at);
      expect(second).toMatchObject({ status: 200, cache: 'no-cache' });
      expect(second.body).toContain('<div id="root">');
      expect(renderPage).toHaveBeenCalledTimes(1);
      // An operator sees it: renders_over_limit_total (docs/operations.md, "Metrics").
      expect(await overLimit()).toBe(overLimitBefore + 1);
      // The render's budget is the server's to set.
      expect(renderPage.mock.calls[0]).toContainEqual({ budgetMs: 1234 });
      release();
      expect((await first).status).toBe(200);
      // Once the first is done, the next user's page is rendered again.
      await get('/catalog', HTML, undefined, at);
      expect(renderPage).toHaveBeenCalledTimes(2);
      expect(await overLimit()).toBe(overLimitBefore + 1);
    } finally {
      release();
      await host.close();
    }
  });

  it('sends a page rendered with a query no loader started, and says which in a warning', async () => {
    const logs = collectLogs();
    const host = await createAppServer({
      distDir: dist,
      apiUrl: mockApi.origin,
      renderPage: async () => ({ ...rendered('<main>Loading…</main>'), queriesNotLoaded: ['["Trainings"]'] }),
      logger: { level: 'warn', stream: logs.stream },
    });
    try {
      const at = await host.listen({ port: 0, host: '127.0.0.1' });
      const response = await get('/catalog', HTML, undefined, at);
      expect(response.status).toBe(200);
      expect(response.body).toContain('<main>Loading…</main>');
      const warnings = logs.entries().filter((entry) => entry.level === 40);
      expect(warnings).toMatchObject([
        { msg: '/catalog was rendered with queries no route loader started', queries: ['["Trainings"]'] },
      ]);
    } finally {
      await host.close();
    }
  });

  it('responds 405 to a method a page does not take', async () => {
    expect((await get('/catalog', HTML, undefined, origin, { method: 'POST' })).status).toBe(405);
  });
});

describe('createAppServer request ids', () => {
  it("gives every response its request's id, a new one each", async () => {
    const responses = await Promise.all(
      ['/', '/assets/index-abc123.js', '/assets/missing.js', '/api/v2/languages', '/healthz'].map((path) =>
        get(path, HTML),
      ),
    );
    const ids = responses.map((response) => String(response.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the id a load balancer gave the request, and replaces one that does not look like an id', async () => {
    const idOf = async (given: string) =>
      (await get('/', HTML, undefined, origin, { more: { 'x-request-id': given } })).headers['x-request-id'];
    expect(await idOf('lb-7f3a:01.9_x')).toBe('lb-7f3a:01.9_x');
    expect(await idOf('0f8e1c52-3a43-4d2a-9c1f-8a5b2e7d6c41')).toBe('0f8e1c52-3a43-4d2a-9c1f-8a5b2e7d6c41');
    expect(await idOf('has spaces in it')).toMatch(UUID);
    expect(await idOf('x'.repeat(300))).toMatch(UUID);
    expect(await idOf('<script>')).toMatch(UUID);
  });

  it("sends the backend the request's id, on a proxied API call and on each call of a render", async () => {
    const seen: { url: string; id: string | string[] | undefined }[] = [];
    const backend = createServer((req, res) => {
      seen.push({ url: req.url ?? '', id: req.headers['x-request-id'] });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
    const renderPage: RenderPage = async (_url, transport) => {
      await transport({ url: 'http://localhost/api/v2/me', method: 'GET', headers: {} });
      await transport({ url: 'http://localhost/api/v2/languages', method: 'GET', headers: {} });
      return rendered('<main>dashboard</main>');
    };
    await withBackend(backend, async (apiUrl) => {
      const host = await createAppServer({ distDir: join(dir, 'dist'), apiUrl, renderPage });
      try {
        const at = await host.listen({ port: 0, host: '127.0.0.1' });
        await get('/api/v2/me', 'application/json', undefined, at, { more: { 'x-request-id': 'edge-1' } });
        await get('/dashboard', HTML, undefined, at, { more: { 'x-request-id': 'edge-2' } });
        // None given, or one that is no id: the backend gets the one the user's response carries.
        const made = await get('/dashboard', HTML, undefined, at);
        const replaced = await get('/api/v2/me', 'application/json', undefined, at, {
          more: { 'x-request-id': 'not an id' },
        });
        const madeId = made.headers['x-request-id'];
        const replacedId = replaced.headers['x-request-id'];
        expect(madeId).toMatch(UUID);
        expect(replacedId).toMatch(UUID);
        expect(seen).toEqual([
          { url: '/api/v2/me', id: 'edge-1' },
          { url: '/api/v2/me', id: 'edge-2' },
          { url: '/api/v2/languages', id: 'edge-2' },
          { url: '/api/v2/me', id: madeId },
          { url: '/api/v2/languages', id: madeId },
          { url: '/api/v2/me', id: replacedId },
        ]);
      } finally {
        await host.close();
      }
    });
  });
});

describe('createAppServer logs', () => {
  /** The value of cookie `name` among a response's Set-Cookie lines. */
  const cookieValue = (setCookie: string | string[] | undefined, name: string) =>
    [setCookie ?? []]
      .flat()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${name}=`))
      ?.slice(name.length + 1);

  /**
   * A user signs in to the mock API through the server (the XSRF token from the first response's
   * cookie, as the app sends it), then browses with their session; returns the response ids and the secrets.
   */
  async function signInAndBrowse(at: string) {
    const ids: string[] = [];
    const seen = (response: Received) => {
      ids.push(String(response.headers['x-request-id']));
      return response;
    };
    const first = seen(await get('/api/v2/me', 'application/json', undefined, at));
    const xsrf = cookieValue(first.headers['set-cookie'], 'XSRF-TOKEN') ?? '';
    expect(xsrf).toMatch(/^\w{16,}$/);
    const password = 'learner';
    const login = seen(
      await get('/api/v2/user/login', 'application/json', undefined, at, {
        method: 'POST',
        body: new URLSearchParams({ name: 'learner', pass: password }).toString(),
        more: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-xsrf-token': xsrf,
          cookie: `XSRF-TOKEN=${xsrf}`,
        },
      }),
    );
    expect(login.status).toBe(200);
    const session = cookieValue(login.headers['set-cookie'], 'mock_session') ?? '';
    expect(session).not.toBe('');
    const cookie = `XSRF-TOKEN=${xsrf}; mock_session=${session}`;
    const me = seen(await get('/api/v2/me', 'application/json', undefined, at, { more: { cookie } }));
    expect((JSON.parse(me.body) as { data: { uid?: number } }).data.uid).toBeGreaterThan(0);
    seen(await get('/catalog', HTML, undefined, at, { more: { cookie } }));
    seen(await get('/assets/index-abc123.js', '*/*', undefined, at, { more: { cookie } }));
    seen(
      await get('/api/v2/user/logout', 'application/json', undefined, at, {
        method: 'POST',
        more: { cookie, 'x-xsrf-token': xsrf, authorization: 'Bearer not-for-logs' },
      }),
    );
    return { ids, secrets: [xsrf, session, password, 'not-for-logs'] };
  }

  async function loggingServer(
    logger: Parameters<typeof createAppServer>[0]['logger'],
    renderPage?: RenderPage,
  ) {
    const host = await createAppServer({
      distDir: join(dir, 'dist'),
      apiUrl: mockApi.origin,
      renderPage,
      logger,
    });
    return { host, at: await host.listen({ port: 0, host: '127.0.0.1' }) };
  }

  it('writes each request as JSON lines with its id, and never the cookies, the XSRF token or the password', async () => {
    const logs = collectLogs();
    const { host, at } = await loggingServer(
      { level: 'info', stream: logs.stream },
      renderingFrom('/api/v2/me'),
    );
    try {
      logs.lines.splice(0);
      const { ids, secrets } = await signInAndBrowse(at);
      // Each request's last line is written once its response is sent.
      await vi.waitFor(() =>
        expect(logs.entries().filter((entry) => entry.msg === 'request completed')).toHaveLength(ids.length),
      );
      const entries = logs.entries();
      for (const entry of entries) expect(entry).toMatchObject({ reqId: expect.any(String), level: 30 });
      expect(new Set(entries.map((entry) => entry.reqId))).toEqual(new Set(ids));
      for (const line of logs.lines) for (const secret of secrets) expect(line).not.toContain(secret);
    } finally {
      await host.close();
    }
  });

  it('writes [Redacted] for the secret headers even when the request and response headers are logged', async () => {
    const logs = collectLogs();
    const { host, at } = await loggingServer({
      level: 'info',
      stream: logs.stream,
      serializers: {
        req: (request) => ({ method: request.method, url: request.url, headers: request.headers }),
        res: (reply) => ({ statusCode: reply.statusCode, headers: reply.getHeaders?.() }),
      },
    });
    try {
      const { ids, secrets } = await signInAndBrowse(at);
      await vi.waitFor(() =>
        expect(logs.entries().filter((entry) => entry.msg === 'request completed')).toHaveLength(ids.length),
      );
      const logged = logs.lines.join('\n');
      expect(logged).toContain('"cookie":"[Redacted]"');
      expect(logged).toContain('"x-xsrf-token":"[Redacted]"');
      expect(logged).toContain('"authorization":"[Redacted]"');
      expect(logged).toContain('"set-cookie":"[Redacted]"');
      for (const secret of secrets) expect(logged).not.toContain(secret);
    } finally {
      await host.close();
    }
  });

  it("logs a render that fails as an error, in JSON, with the request's id, and the user still gets the page", async () => {
    const logs = collectLogs();
    const { host, at } = await loggingServer({ level: 'info', stream: logs.stream }, async () => {
      throw new Error('renderer broke');
    });
    try {
      const response = await get('/catalog', HTML, undefined, at, {
        more: { 'x-request-id': 'render-fails-1' },
      });
      expect(response).toMatchObject({ status: 200, body: INDEX });
      const errors = logs.entries().filter((entry) => entry.level === 50);
      expect(errors).toEqual([
        expect.objectContaining({
          reqId: 'render-fails-1',
          msg: expect.stringContaining('server rendering failed'),
          err: expect.objectContaining({ type: 'Error', message: 'renderer broke' }),
        }),
      ]);
    } finally {
      await host.close();
    }
  });

  it('logs nothing with no logger', async () => {
    const write = vi.spyOn(process.stdout, 'write');
    try {
      await get('/catalog', HTML);
      await get('/api/v2/languages', 'application/json');
      expect(write.mock.calls.filter(([chunk]) => String(chunk).includes('"reqId"'))).toEqual([]);
    } finally {
      write.mockRestore();
    }
  });
});

describe('createAppServer probes', () => {
  /** A server in front of `apiUrl`, asked for `path`. */
  async function probe(apiUrl: string, path: string) {
    const host = await createAppServer({ distDir: join(dir, 'dist'), apiUrl });
    try {
      return await get(path, '*/*', undefined, await host.listen({ port: 0, host: '127.0.0.1' }));
    } finally {
      await host.close();
    }
  }
  const backendResponding = (status: number) =>
    createServer((_req, res) => {
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end(String(status));
    });
  /** A loopback address where nothing listens: a backend that was there a moment ago. */
  async function goneBackend() {
    let apiUrl = '';
    await withBackend(createServer(), async (url) => {
      apiUrl = url;
    });
    return apiUrl;
  }

  it('is ready, and alive, with the mock API responding; neither is cached', async () => {
    expect(await get('/readyz')).toMatchObject({ status: 200, body: 'ready', cache: 'no-store' });
    expect(await get('/healthz')).toMatchObject({ status: 200, body: 'ok', cache: 'no-store' });
  });

  it.each([401, 404])('is ready with a backend that responds %i to the probe', async (status) => {
    await withBackend(backendResponding(status), async (apiUrl) => {
      expect((await probe(apiUrl, '/readyz')).status).toBe(200);
    });
  });

  it.each([500, 503])('is not ready with a backend that responds %i, and is still alive', async (status) => {
    await withBackend(backendResponding(status), async (apiUrl) => {
      expect(await probe(apiUrl, '/readyz')).toMatchObject({ status: 503, cache: 'no-store' });
      expect(await probe(apiUrl, '/healthz')).toMatchObject({ status: 200, body: 'ok', cache: 'no-store' });
    });
  });

  it('is not ready with no backend listening, and is still alive', async () => {
    const apiUrl = await goneBackend();
    expect(await probe(apiUrl, '/readyz')).toMatchObject({
      status: 503,
      cache: 'no-store',
      body: 'the backend does not respond',
    });
    expect(await probe(apiUrl, '/healthz')).toMatchObject({ status: 200, cache: 'no-store' });
  });
});

describe('createAppServer stopping', () => {
  /** The status a request made while the server stops gets, or how its connection failed. */
  const lateOutcome = (at: string) =>
    get('/catalog', HTML, undefined, at, { agent: false }).then(
      (response) => response.status,
      (error: NodeJS.ErrnoException) => error.code,
    );

  it.each([
    ['a proxied API request', '/api/v2/slow', 'application/json'],
    ['a page whose render waits on the backend', '/dashboard', HTML],
  ])('finishes %s under way before it stops, and takes no new one', async (_name, path, accept) => {
    const held = heldBackend('{"held":"and sent"}');
    await withBackend(held.backend, async (apiUrl) => {
      const host = await createAppServer({
        distDir: join(dir, 'dist'),
        apiUrl,
        renderPage: renderingFrom('/api/v2/me'),
      });
      const at = await host.listen({ port: 0, host: '127.0.0.1' });
      let closing: Promise<void> | undefined;
      try {
        // On a connection of its own, closed after the response (`Connection: close`): a kept-alive
        // one stays open once its response is sent, and holds the stop until its keep-alive timeout.
        const inFlight = get(path, accept, undefined, at, { agent: false });
        await vi.waitFor(() => expect(held.seen).toHaveLength(1));
        let stopped = false;
        closing = host.close().then(() => {
          stopped = true;
        });
        // The listening socket is closed at once: nothing new gets in.
        await vi.waitFor(() => expect(host.server.listening).toBe(false));
        expect([503, 'ECONNREFUSED']).toContain(await lateOutcome(at));
        // It waits for the request under way.
        expect(stopped).toBe(false);
        held.release();
        const response = await inFlight;
        expect(response.status).toBe(200);
        expect(response.body).toContain('{"held":"and sent"}');
        await closing;
      } finally {
        held.release();
        await (closing ?? host.close());
      }
    });
  });

  it('closes a kept-alive connection once its request under way has its response, so the stop does not wait for it', async () => {
    const held = heldBackend('{"held":"and sent"}');
    const agent = new HttpAgent({ keepAlive: true });
    await withBackend(held.backend, async (apiUrl) => {
      const host = await createAppServer({ distDir: join(dir, 'dist'), apiUrl });
      const at = await host.listen({ port: 0, host: '127.0.0.1' });
      let closing: Promise<void> | undefined;
      try {
        const inFlight = get('/api/v2/slow', 'application/json', undefined, at, { agent });
        await vi.waitFor(() => expect(held.seen).toHaveLength(1));
        closing = host.close();
        held.release();
        const response = await inFlight;
        expect(response.status).toBe(200);
        expect(response.headers.connection).toBe('close');
        // Within the test's own timeout, far below the 72 s a kept-alive connection would hold it.
        await closing;
      } finally {
        held.release();
        agent.destroy();
        await (closing ?? host.close());
      }
    });
  });
});
