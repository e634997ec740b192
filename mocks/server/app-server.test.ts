import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** A raw request: fetch() would normalise `..` and encoded slashes away before they reach the server. */
function get(path: string, accept = '*/*') {
  return new Promise<{ status: number; type: string; cache: string; body: string }>((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers: { accept } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          cache: String(res.headers['cache-control']),
          body,
        }),
      );
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
      type: 'text/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
      body: 'console.log(1);',
    });
  });

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

  it.each(['/', '/catalog', '/course/12'])('answers the page navigation %s with index.html', async (path) => {
    const response = await get(path, HTML);
    expect(response).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', body: INDEX });
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
