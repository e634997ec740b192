import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { askBackend, type DrawingAnswer, type DrawingCall } from './api';

let backend: Server | undefined;
let agent: Agent | undefined;

/** A backend on a free loopback port answering with `handle`, and where to reach it. */
async function backendAnswering(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  backend = createServer(handle);
  await new Promise<void>((resolve) => backend?.listen(0, '127.0.0.1', resolve));
  agent = new Agent();
  return `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await agent?.close();
  backend?.closeAllConnections();
  await new Promise<void>((resolve) => (backend ? backend.close(() => resolve()) : resolve()));
  backend = undefined;
  agent = undefined;
});

const ask = (apiUrl: string, path: string, call?: Partial<DrawingCall>) =>
  askBackend(
    agent as Agent,
    apiUrl,
    { url: new URL(path, 'http://localhost').href, method: 'GET', headers: {}, body: null, ...call },
    new AbortController().signal,
  );
const header = (answer: DrawingAnswer, name: string) =>
  answer.headers.filter(([key]) => key === name).map(([, value]) => value);

describe("askBackend (a drawing's API call to the backend)", () => {
  it('asks for the path and query at the backend, with the headers and body of the call', async () => {
    let seen: { url?: string; method?: string; cookie?: string; body?: string } = {};
    const apiUrl = await backendAnswering((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen = { url: req.url, method: req.method, cookie: req.headers.cookie, body };
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    const answer = await ask(apiUrl, '/api/v2/me?x=1', {
      method: 'POST',
      headers: { cookie: 'session=reader', 'content-type': 'application/x-www-form-urlencoded' },
      body: new TextEncoder().encode('ajax=true').buffer as ArrayBuffer,
    });
    expect(seen).toEqual({
      url: '/api/v2/me?x=1',
      method: 'POST',
      cookie: 'session=reader',
      body: 'ajax=true',
    });
    expect(answer.status).toBe(200);
    expect(header(answer, 'content-type')).toEqual(['application/json']);
    expect(new TextDecoder().decode(answer.body ?? undefined)).toBe('{"ok":true}');
  });

  it('keeps each cookie the answer sets, and answers without a body where the status has none', async () => {
    const apiUrl = await backendAnswering((_req, res) => {
      res.writeHead(204, { 'Set-Cookie': ['XSRF-TOKEN=abc; Path=/', 'session=new; HttpOnly'] });
      res.end();
    });
    const answer = await ask(apiUrl, '/api/v2/session');
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();
    expect(header(answer, 'set-cookie')).toEqual(['XSRF-TOKEN=abc; Path=/', 'session=new; HttpOnly']);
  });

  it('does not follow a redirect: the drawing sees it as it is', async () => {
    let asked = 0;
    const apiUrl = await backendAnswering((_req, res) => {
      asked += 1;
      res.writeHead(302, { Location: '/elsewhere' });
      res.end();
    });
    const answer = await ask(apiUrl, '/api/v2/me');
    expect(answer.status).toBe(302);
    expect(header(answer, 'location')).toEqual(['/elsewhere']);
    expect(asked).toBe(1);
  });

  it('fails as a network error when the backend is not there', async () => {
    // A port that was free a moment ago, and is again: nothing listens there.
    const apiUrl = await backendAnswering(() => {});
    await new Promise<void>((resolve) => backend?.close(() => resolve()));
    backend = undefined;
    await expect(ask(apiUrl, '/api/v2/me')).rejects.toThrow();
  });
});
