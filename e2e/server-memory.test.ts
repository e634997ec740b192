import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs } from './engines/api';
import { builtDrawingPool, startBuiltServer } from './server-bundle';

/**
 * A drawing leaves nothing behind (docs/security.md, "Pages drawn on the server"): the server's
 * memory after a thousand drawn pages is what it was before, give or take what the runtime itself
 * keeps. Once, each drawing kept its whole query cache: some 270 KB a page, 2.3 GB after about
 * 4,000 pages. The server runs in this file's own module instance, started fresh, and draws on one
 * thread, whose heap is measured with the main thread's.
 */
const PAGES = 1000;
/** Several readers at once, as in production: drawings overlap and their stores must stay apart. */
const AT_ONCE = 4;
/** Growth allowed over a thousand pages: a leak of 20 KB a page would be 20 MB. */
const ALLOWED_GROWTH_MB = 16;

let server: Awaited<ReturnType<typeof startBuiltServer>>;
let pool: Awaited<ReturnType<typeof builtDrawingPool>>;

beforeAll(async () => {
  pool = await builtDrawingPool({ distDir: 'dist', threads: 1 });
  server = await startBuiltServer({ distDir: 'dist', renderPage: pool.renderPage });
});

afterAll(async () => {
  await server.close();
  await pool.close();
});

/** Heap in use, on the main thread and the drawing thread, once everything unreachable is collected. */
async function heapUsed(): Promise<number> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('Run with --expose-gc (vitest.config.ts, the e2e project)');
  collect();
  collect();
  return process.memoryUsage().heapUsed + (await pool.collectedHeapUsed());
}

interface Visit {
  path: string;
  cookie?: string;
}

/** Draws `count` pages, `AT_ONCE` at a time, each of them whole. */
async function drawPages(count: number, visits: readonly Visit[]) {
  let next = 0;
  const reader = async () => {
    while (next < count) {
      const { path, cookie } = visits[next % visits.length] ?? { path: '/' };
      next += 1;
      const response = await fetch(`${server.origin}${path}`, {
        headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect(await response.text(), path).toContain('id="page-state"');
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, reader));
}

test(`the server's memory does not grow over ${PAGES} drawn pages`, { timeout: 180_000 }, async () => {
  const learner = (await apiAs(server.origin, 'learner')).cookie();
  const visits: Visit[] = [
    { path: '/' },
    { path: '/user/login' },
    { path: '/dashboard', cookie: learner },
    { path: '/catalog', cookie: learner },
  ];
  // What is made once stays: the route table, compiled code, the mock's data.
  await drawPages(100, visits);
  const before = await heapUsed();
  await drawPages(PAGES, visits);
  const growthMb = ((await heapUsed()) - before) / 2 ** 20;
  expect(growthMb, `${growthMb.toFixed(1)} MB more after ${PAGES} pages`).toBeLessThan(ALLOWED_GROWTH_MB);
});
