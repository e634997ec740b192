import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from '../../server/app';
import { XSRF_HEADER } from '../handlers/http';
import { listenMockApi } from './mock-api-server';

type MockApi = Awaited<ReturnType<typeof listenMockApi>>;
const started: MockApi[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((mock) => mock.close()));
});

/** The mock API on a free port; closed after the test. */
async function mockApi(options: Parameters<typeof listenMockApi>[0] = {}) {
  const mock = await listenMockApi({ port: 0, ...options });
  started.push(mock);
  return mock;
}

/** The value of cookie `name` among a response's Set-Cookie lines. */
const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const uidOf = async (response: Response) => ((await response.json()) as { data: { uid?: number } }).data.uid;

describe('listenMockApi', () => {
  it('responds over HTTP on a free port of the loopback address, in the scenario it names', async () => {
    const mock = await mockApi();
    expect(mock.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(mock.origin).not.toMatch(/:0$/);
    expect(mock.scenario).toBe('default');
    const response = await fetch(`${mock.origin}/api/v2/languages`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toHaveProperty('data');
  });

  it('names the scenario it started, and the default one for a name it does not know', async () => {
    expect((await mockApi({ scenario: 'emptyWallet' })).scenario).toBe('emptyWallet');
    expect((await mockApi({ scenario: 'no-such-scenario' })).scenario).toBe('default');
  });

  it('responds 404 with a message to a request it has no mock for', async () => {
    const mock = await mockApi();
    const response = await fetch(`${mock.origin}/api/v2/no-such-resource`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No mock for GET /api/v2/no-such-resource' });
  });

  it('signs a user in with the XSRF token its responses set, and refuses a request without it', async () => {
    const mock = await mockApi({ role: 'visitor' });
    const first = await fetch(`${mock.origin}/api/v2/me`);
    expect(await uidOf(first)).toBeUndefined();
    const token = cookieValue(first, 'XSRF-TOKEN') ?? '';
    expect(token).not.toBe('');
    const login = (headers: Record<string, string>) =>
      fetch(`${mock.origin}/api/v2/user/login`, {
        method: 'POST',
        body: new URLSearchParams({ name: 'learner', pass: 'learner' }),
        headers,
      });

    const refused = await login({});
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: `${XSRF_HEADER} request header is missing` });

    const signedIn = await login({ [XSRF_HEADER]: token, cookie: `XSRF-TOKEN=${token}` });
    expect(signedIn.status).toBe(200);
    const session = cookieValue(signedIn, 'mock_session');
    // The session is the signed-in user's id, scoped to this mock's data: `<key>.<uid>`.
    expect(session).toMatch(/^[^.;\s]+\.\d+$/);
    const me = await fetch(`${mock.origin}/api/v2/me`, { headers: { cookie: `mock_session=${session}` } });
    expect(await uidOf(me)).toBeGreaterThan(0);
  });

  it('starts signed in as the role it is given', async () => {
    const mock = await mockApi({ role: 'learner' });
    expect(await uidOf(await fetch(`${mock.origin}/api/v2/me`))).toBeGreaterThan(0);
  });

  it('closes with connections kept alive by its clients, and then refuses new ones', async () => {
    const mock = await mockApi();
    const agent = new Agent({ keepAlive: true });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${mock.origin}/api/v2/languages`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(200);
      // The connection is still open in the agent's pool: close() ends it rather than waiting 65 s for it.
      expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);
      await mock.close();
      started.splice(started.indexOf(mock), 1);
      await expect(fetch(`${mock.origin}/api/v2/languages`)).rejects.toThrow(TypeError);
    } finally {
      agent.destroy();
    }
  });

  it('puts an IPv6 address in brackets in its origin', async () => {
    let mock: MockApi;
    try {
      mock = await mockApi({ host: '::1' });
    } catch (error) {
      // A machine without IPv6 has no ::1 to listen on.
      expect((error as NodeJS.ErrnoException).code).toBe('EADDRNOTAVAIL');
      return;
    }
    expect(mock.origin).toMatch(/^http:\/\/\[::1\]:\d+$/);
    expect((await fetch(`${mock.origin}/api/v2/languages`)).status).toBe(200);
  });
});

describe('the server in front of the mock API', () => {
  it('is ready while the mock responds, and not ready in its serverError scenario', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mock-api-server-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html lang="en" dir="ltr"><title>app</title><div id="root"><div>…</div></div></html>',
    );
    const readiness = async (scenario: string) => {
      const mock = await mockApi({ scenario });
      const server = await createAppServer({ distDir: dist, apiUrl: mock.origin });
      try {
        const response = await fetch(`${await server.listen({ port: 0, host: '127.0.0.1' })}/readyz`);
        await response.arrayBuffer();
        return response.status;
      } finally {
        await server.close();
      }
    };
    try {
      expect(await readiness('default')).toBe(200);
      expect(await readiness('serverError')).toBe(503);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
