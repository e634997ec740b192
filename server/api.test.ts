import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiCall } from '@/api/transport';
import { backendResponds, backendTransport, escapesApi } from './api';

let backend: Server | undefined;
let agent: Agent | undefined;

/** A backend on a free loopback port responding with `handle`, and where to reach it. */
async function backendResponding(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  backend = createServer(handle);
  await new Promise<void>((resolve) => backend?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
}

/** The address of a port nothing listens on: a backend that was there a moment ago, and is gone. */
async function noBackend() {
  const apiUrl = await backendResponding(() => {});
  await new Promise<void>((resolve) => backend?.close(() => resolve()));
  backend = undefined;
  return apiUrl;
}

const dispatcher = () => {
  agent ??= new Agent();
  return agent;
};

afterEach(async () => {
  await agent?.destroy();
  backend?.closeAllConnections();
  await new Promise<void>((resolve) => (backend ? backend.close(() => resolve()) : resolve()));
  backend = undefined;
  agent = undefined;
});

/** What the server knows of the user's request that a page is rendered for. */
const userRequest = {
  ip: '203.0.113.9',
  protocol: 'https' as const,
  host: 'learning.example',
  id: 'request-42',
  headers: { cookie: 'session=user; XSRF-TOKEN=abc' } as IncomingHttpHeaders,
};

const call = (path: string, more: Partial<ApiCall> = {}): ApiCall => ({
  url: new URL(path, 'http://localhost').href,
  method: 'GET',
  headers: {},
  ...more,
});

interface Seen {
  url?: string;
  method?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A backend that keeps what each request it got carried, and responds with `respond`. */
async function recordingBackend(respond: (res: ServerResponse) => void = (res) => res.end('{}')) {
  const seen: Seen[] = [];
  const apiUrl = await backendResponding((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ url: req.url, method: req.method, headers: req.headers, body });
      respond(res);
    });
  });
  return { apiUrl, seen };
}

describe("backendTransport (a render's API calls to the backend)", () => {
  it("sends the call's path, query, method and body, with the user's cookie, who they are and the request's id", async () => {
    const { apiUrl, seen } = await recordingBackend((res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    });
    const transport = backendTransport(dispatcher(), apiUrl, userRequest);
    const response = await transport(
      call('/api/v2/user/login?_format=json', {
        method: 'POST',
        headers: { accept: 'application/json', 'x-xsrf-token': 'abc' },
        body: new URLSearchParams({ name: 'learner', pass: 'secret' }),
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"ok":true}');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({
      url: '/api/v2/user/login?_format=json',
      method: 'POST',
      body: 'name=learner&pass=secret',
      headers: {
        accept: 'application/json',
        'x-xsrf-token': 'abc',
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        cookie: 'session=user; XSRF-TOKEN=abc',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'learning.example',
        'x-request-id': 'request-42',
      },
    });
  });

  it('sends a multipart body with its boundary', async () => {
    const { apiUrl, seen } = await recordingBackend();
    const form = new FormData();
    form.append('title', 'Safety first');
    await backendTransport(
      dispatcher(),
      apiUrl,
      userRequest,
    )(call('/api/v2/files', { method: 'POST', body: form }));
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(
      String(seen[0]?.headers['content-type']),
    )?.[1];
    expect(boundary).toMatch(/^[\w'()+,./:=?-]{1,70}$/);
    expect(seen[0]?.body).toContain(`--${boundary}`);
    expect(seen[0]?.body).toContain('name="title"\r\n\r\nSafety first');
  });

  it("sends the user's cookie and never a cookie the call itself carries", async () => {
    const { apiUrl, seen } = await recordingBackend();
    const withCookie = call('/api/v2/me', { headers: { cookie: 'session=someone-else' } });
    await backendTransport(dispatcher(), apiUrl, userRequest)(withCookie);
    await backendTransport(dispatcher(), apiUrl, { ...userRequest, headers: {} })(withCookie);
    expect(seen.map((request) => request.headers.cookie)).toEqual([
      'session=user; XSRF-TOKEN=abc',
      undefined,
    ]);
  });

  it('says itself who the client is, whatever the call claims', async () => {
    const { apiUrl, seen } = await recordingBackend();
    await backendTransport(
      dispatcher(),
      apiUrl,
      userRequest,
    )(
      call('/api/v2/me', {
        headers: {
          'x-forwarded-for': '198.51.100.1',
          'x-request-id': 'made-up',
          'x-forwarded-host': 'evil.example',
        },
      }),
    );
    expect(seen[0]?.headers).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'learning.example',
      'x-request-id': 'request-42',
    });
  });

  it('hands over every cookie the response sets, and a response with none', async () => {
    let cookies: string[] = ['XSRF-TOKEN=abc; Path=/', 'session=new; HttpOnly'];
    const apiUrl = await backendResponding((_req, res) => {
      res.writeHead(cookies.length > 0 ? 200 : 204, cookies.length > 0 ? { 'Set-Cookie': cookies } : {});
      res.end();
    });
    const transport = backendTransport(dispatcher(), apiUrl, userRequest);
    const setting = await transport(call('/api/v2/session'));
    expect(setting.setCookies()).toEqual(['XSRF-TOKEN=abc; Path=/', 'session=new; HttpOnly']);
    cookies = [];
    const none = await transport(call('/api/v2/session'));
    expect(none.status).toBe(204);
    expect(none.setCookies()).toEqual([]);
    expect(await none.text()).toBe('');
  });

  it('does not follow a redirect: the render gets the response as it is', async () => {
    let asked = 0;
    const apiUrl = await backendResponding((_req, res) => {
      asked += 1;
      res.writeHead(302, { Location: '/elsewhere' });
      res.end();
    });
    const response = await backendTransport(dispatcher(), apiUrl, userRequest)(call('/api/v2/me'));
    expect(response.status).toBe(302);
    expect(asked).toBe(1);
  });

  it('fails with a TypeError, as fetch does, when the backend is not there', async () => {
    const apiUrl = await noBackend();
    await expect(backendTransport(dispatcher(), apiUrl, userRequest)(call('/api/v2/me'))).rejects.toThrow(
      TypeError,
    );
  });

  it('fails with a TypeError when the backend drops the connection', async () => {
    const apiUrl = await backendResponding((req) => req.socket.destroy());
    await expect(backendTransport(dispatcher(), apiUrl, userRequest)(call('/api/v2/me'))).rejects.toThrow(
      TypeError,
    );
  });
});

describe('backendResponds (whether the backend is there to send users to)', () => {
  it.each([200, 401, 404])('counts a %i response as the backend being there', async (status) => {
    const { apiUrl, seen } = await recordingBackend((res) => {
      res.statusCode = status;
      res.end();
    });
    expect(await backendResponds(dispatcher(), apiUrl)).toBe(true);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/v2/config/public']);
  });

  it.each([500, 503])('does not count a %i', async (status) => {
    const { apiUrl } = await recordingBackend((res) => {
      res.statusCode = status;
      res.end('down');
    });
    expect(await backendResponds(dispatcher(), apiUrl)).toBe(false);
  });

  it('is false when nothing listens', async () => {
    expect(await backendResponds(dispatcher(), await noBackend())).toBe(false);
  });

  it('is false when the backend takes the request and sends no response in time', async () => {
    const { apiUrl, seen } = await recordingBackend(() => {});
    expect(await backendResponds(dispatcher(), apiUrl, { timeoutMs: 100 })).toBe(false);
    expect(seen).toHaveLength(1);
  });
});

describe('escapesApi', () => {
  it.each(['/api/v2/..%2fadmin', '/api/v2/%2E%2E/admin', '/api/v2/a\\b', '/api/v2/./me', '/api/v2/%zz'])(
    'takes %s for a path that leaves the API',
    (path) => {
      expect(escapesApi(path)).toBe(true);
    },
  );

  it.each(['/api/v2/me', '/api/v2/trainings?search=a/../b', '/api/v2/files/report%20v2.pdf'])(
    'leaves %s alone',
    (path) => {
      expect(escapesApi(path)).toBe(false);
    },
  );
});
