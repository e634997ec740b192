import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { ShopItem } from '@/api/incentives';
import { findEngines } from '../scripts/browsers.mjs';
import { type ServerProcess, startBuiltMockApi, startServerProcess } from './server-bundle';

/**
 * The deployment shape the server is built for (docs/operations.md): stateless copies behind any
 * load balancer. One mock API, two servers as `npm start` runs them (`dist-server/main.mjs`,
 * each with WEB_CONCURRENCY=1, so one process each) and nginx in front of them, round robin, on loopback ports. A learner signs in,
 * browses and checks out through nginx; one server is sent SIGTERM while the checkout is in flight on
 * it, held at the backend; the checkout still succeeds, the journey goes on through the other server,
 * and the points are taken once. Which server responded is read from nginx's `X-Upstream` header and
 * from the servers' own logs, by the request id nginx gives each request.
 */

let dir: string;
let mock: Awaited<ReturnType<typeof startBuiltMockApi>>;
let backend: HeldBackend;
let servers: ServerProcess[] = [];
let nginx: ChildProcess | undefined;
let origin: string;

/** A free loopback port, for a program that cannot be told to take one itself (nginx). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface HeldBackend {
  origin: string;
  /** Holds the next request `matches` takes at the backend; resolves with its headers once it arrives. */
  holdNext(matches: (request: IncomingMessage) => boolean): Promise<IncomingMessage['headers']>;
  /** Lets the held request through to the mock. */
  release(): void;
  close(): Promise<void>;
}

/** The backend as the servers see it: the mock API, behind a hop that can hold a request in flight. */
async function heldBackend(target: string): Promise<HeldBackend> {
  let hold:
    | {
        matches: (request: IncomingMessage) => boolean;
        arrived: (headers: IncomingMessage['headers']) => void;
      }
    | undefined;
  let released: (() => void) | undefined;
  let releasedEarly = false;
  const server: Server = createServer((request, response) => {
    const forward = () => {
      const upstream = httpRequest(
        new URL(request.url ?? '/', target),
        { method: request.method, headers: request.headers },
        (upstreamResponse) => {
          response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    };
    if (hold?.matches(request)) {
      const { arrived } = hold;
      hold = undefined;
      arrived(request.headers);
      if (releasedEarly) forward();
      else released = forward;
      return;
    }
    forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    holdNext: (matches) =>
      new Promise((arrived) => {
        releasedEarly = false;
        hold = { matches, arrived };
      }),
    release: () => {
      if (released) released();
      else releasedEarly = true;
      released = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One server process as a deployment starts it, once it says where it listens. */
const startServer = (apiUrl: string): Promise<ServerProcess> =>
  startServerProcess({ API_URL: apiUrl, WEB_CONCURRENCY: '1', TRUST_PROXY: '127.0.0.1' });

beforeAll(async () => {
  const nginxPath = findEngines().nginx;
  if (!nginxPath)
    throw new Error('nginx not found: `npm test` installs it (scripts/browsers.mjs), or set NGINX_PATH');
  mock = await startBuiltMockApi();
  backend = await heldBackend(mock.origin);
  servers = await Promise.all([startServer(backend.origin), startServer(backend.origin)]);
  dir = mkdtempSync(join(tmpdir(), 'scale-out-'));
  const port = await freePort();
  const upstreams = servers.map((server) => `server ${new URL(server.origin).host};`).join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app { ${upstreams} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-ID $request_id;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  nginx = spawn(nginxPath, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
    stdio: 'inherit',
  });
  origin = `http://127.0.0.1:${port}`;
  // nginx responds once it listens.
  await vi.waitFor(
    async () => {
      const response = await fetch(`${origin}/healthz`);
      if (response.status !== 200) throw new Error(`nginx responded ${response.status}`);
    },
    { timeout: 10_000, interval: 100 },
  );
});

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
  await backend?.close();
  await mock?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A user's browser, reduced to what the journey needs: cookies, and which server responded. */
function userAgent() {
  const cookies = new Map<string, string>();
  const upstreams: string[] = [];
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookie());
    if (cookies.has('XSRF-TOKEN')) headers.set('X-XSRF-TOKEN', cookies.get('XSRF-TOKEN') ?? '');
    const response = await fetch(new URL(path, origin), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    upstreams.push(response.headers.get('x-upstream') ?? '');
    return response;
  };
  return { send, cookies, upstreams };
}

const SERVED_PAGE = 'id="page-state"';

test('a learner signs in, browses and checks out through two servers, one of them stopped mid-checkout; the points are taken once', {
  timeout: 120_000,
}, async () => {
  const user = userAgent();
  const hosts = servers.map((server) => new URL(server.origin).host);

  // Signing in and browsing: pages rendered on the server and API calls, from either server.
  expect(await (await user.send('/')).text()).toContain(SERVED_PAGE);
  expect((await user.send('/api/v2/me')).status).toBe(200);
  const signedIn = await user.send('/api/v2/user/login', {
    method: 'POST',
    body: new URLSearchParams({ name: 'learner', pass: 'learner' }),
  });
  expect(signedIn.status).toBe(200);
  for (const path of ['/dashboard', '/catalog', '/incentives'])
    expect(await (await user.send(path)).text(), path).toContain(SERVED_PAGE);
  const points = async () =>
    ((await (await user.send('/api/v2/incentives/wallet')).json()) as { data: { points: number } }).data
      .points;
  const before = await points();
  const { data: items } = (await (
    await user.send('/api/v2/incentives/shop?limit=100&sort=price&order=asc')
  ).json()) as { data: ShopItem[] };
  const product = items.find((item) => item.price <= before && (item.stock_unlimited || item.stock > 0));
  if (!product) throw new Error('the seeded shop has nothing the learner can afford');
  expect(new Set(user.upstreams), 'both servers served part of the journey').toEqual(new Set(hosts));

  // The checkout reaches the backend through one server, and is held there.
  const held = backend.holdNext((request) => request.url?.includes('/incentives/shop_checkout') ?? false);
  const checkout = user.send('/api/v2/incentives/shop_checkout', {
    method: 'POST',
    body: new URLSearchParams({ 'products[0]': String(product.id) }),
    headers: { 'Idempotency-Key': 'scale-out-journey' },
  });
  const requestId = String((await held)['x-request-id']);
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  // A log line travels through a pipe, so it can reach this process after the held request.
  const stopped = await vi.waitFor(
    () => {
      const logged = servers.find((server) => server.logs.some((entry) => entry.reqId === requestId));
      if (!logged) throw new Error(`no server logged the checkout's request id ${requestId}`);
      return logged;
    },
    { timeout: 10_000, interval: 20 },
  );
  const other = servers.find((server) => server !== stopped);
  if (!other) throw new Error('the two servers are one');

  // SIGTERM: it takes no new request, and says it is not ready to whoever still asks.
  stopped.process.kill('SIGTERM');
  await expect
    .poll(() =>
      fetch(`${stopped.origin}/readyz`).then(
        (response) => response.status,
        () => 'refused',
      ),
    )
    .toMatch(/503|refused/);
  // The journey goes on meanwhile, through the other server.
  const during = await user.send(`/incentives/${product.id}`);
  expect(await during.text()).toContain(SERVED_PAGE);
  expect(during.headers.get('x-upstream')).toBe(new URL(other.origin).host);

  // The request in flight is finished, then the server exits cleanly.
  backend.release();
  const response = await checkout;
  expect(response.status).toBe(200);
  expect(response.headers.get('x-upstream')).toBe(new URL(stopped.origin).host);
  expect(await stopped.exited).toBe(0);

  // The rest of the journey, on the server left.
  const after = await points();
  expect(after, 'the price taken once').toBe(before - product.price);
  for (const path of ['/incentives', '/leaderboard', '/dashboard']) {
    const page = await user.send(path);
    expect(await page.text(), path).toContain(SERVED_PAGE);
    expect(page.headers.get('x-upstream')).toBe(new URL(other.origin).host);
  }

  // The logs: JSON, each request under nginx's id, and no secret in them.
  const lines = servers.flatMap((server) => server.logs.map((entry) => JSON.stringify(entry)));
  expect(lines.filter((line) => line.includes(requestId)).length).toBeGreaterThanOrEqual(2);
  const secrets = [...user.cookies.values()].filter((value) => value.length >= 8);
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  expect(lines.filter((line) => /pass=|"pass"/.test(line))).toEqual([]);
});
