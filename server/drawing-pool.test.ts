import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerApi } from './api';
import { createDrawingPool, type DrawingPool } from './drawing-pool';

/**
 * A stand-in for server/draw-worker.ts on real threads: it reaches the API over the task's port as
 * a drawing does, ends its thread for /crash, and answers the page's bytes otherwise.
 */
const WORKER = `
import { Piscina } from 'piscina';
import { callOverPort } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'api-port.ts')).href)};

export default async function draw({ url, api }) {
  try {
    if (url.endsWith('/crash')) process.exit(1);
    if (url.endsWith('/elsewhere')) return { kind: 'redirect', location: '/user/login' };
    const answer = await callOverPort(api)({ url: 'http://localhost/api/v2/me', method: 'GET', headers: {} });
    return Piscina.move(new TextEncoder().encode(url + ' for ' + (await answer.text())));
  } finally {
    api.close();
  }
}
`;

let dir: string;
let pool: DrawingPool;
const answerForPage: AnswerApi = async () => ({
  status: 200,
  headers: [],
  body: new TextEncoder().encode('learner').buffer as ArrayBuffer,
});
const text = (drawn: unknown) =>
  drawn && typeof drawn === 'object' && 'body' in drawn && drawn.body instanceof Uint8Array
    ? new TextDecoder().decode(drawn.body)
    : drawn;

beforeAll(() => {
  // Inside the project, where the thread finds piscina as the built server does.
  const cache = join(import.meta.dirname, '../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  dir = mkdtempSync(join(cache, 'drawing-pool-'));
  writeFileSync(join(dir, 'worker.mjs'), WORKER);
  pool = createDrawingPool({
    workerFile: join(dir, 'worker.mjs'),
    distDir: dir,
    threads: 1,
  });
});

afterAll(async () => {
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the pool of drawing threads', () => {
  it('draws on a thread that reaches the API through the main thread, and hands back the bytes', async () => {
    const drawn = await pool.renderPage('http://localhost/catalog', answerForPage, 'nonce', {});
    expect(drawn).toMatchObject({ kind: 'document' });
    expect(text(drawn)).toBe('http://localhost/catalog for learner');
    expect(await pool.renderPage('http://localhost/elsewhere', answerForPage, 'nonce', {})).toEqual({
      kind: 'redirect',
      location: '/user/login',
    });
  });

  it('fails the drawing of a thread that ends, and draws the next page on a new one', async () => {
    await expect(pool.renderPage('http://localhost/crash', answerForPage, 'nonce', {})).rejects.toThrow();
    expect(text(await pool.renderPage('http://localhost/dashboard', answerForPage, 'nonce', {}))).toBe(
      'http://localhost/dashboard for learner',
    );
  });
});
