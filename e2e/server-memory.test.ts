import { expect, test } from 'vitest';
import { apiAs } from './engines/api';
import { builtServerPerFile } from './server-bundle';

/**
 * A render leaves nothing behind (docs/security.md, "Pages rendered on the server"): the server's
 * heap after a thousand rendered pages is what it was before, give or take what the runtime itself
 * keeps. Once, each render kept its whole query cache: some 270 KB a page, 2.3 GB after about
 * 4,000 pages. The server runs in this file's own module instance, started fresh, and renders in
 * this process, whose heap is measured.
 */
const PAGES = 1000;
/** Several users at once, as in production: renders overlap and their stores must stay apart. */
const AT_ONCE = 4;
/** Growth allowed over a thousand pages: a leak of 20 KB a page would be 20 MB. */
const ALLOWED_GROWTH_MB = 16;

// Every page must be rendered on the server to be counted, and the first renders of each page, on a
// machine busy with the rest of the suite, once took longer than the production budget (3 s): the
// server then sends index.html, as it should. Memory, not time, is measured here.
const origin = builtServerPerFile({ renderBudgetMs: 60_000 });

/** Heap in use once everything unreachable is collected. */
function heapUsed(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('Run with --expose-gc (vitest.config.ts, the e2e project)');
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

interface Visit {
  path: string;
  cookie?: string;
}

/** Renders `count` pages, `AT_ONCE` at a time, each of them whole. */
async function renderPages(count: number, visits: readonly Visit[]) {
  let next = 0;
  const user = async () => {
    while (next < count) {
      const { path, cookie } = visits[next % visits.length] ?? { path: '/' };
      next += 1;
      const response = await fetch(`${origin()}${path}`, {
        headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect(await response.text(), path).toContain('id="page-state"');
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, user));
}

test(`the server's memory does not grow over ${PAGES} rendered pages`, { timeout: 180_000 }, async () => {
  const learner = (await apiAs(origin(), 'learner')).cookie();
  const visits: Visit[] = [
    { path: '/' },
    { path: '/user/login' },
    { path: '/dashboard', cookie: learner },
    { path: '/catalog', cookie: learner },
  ];
  // What is made once stays: the route table, compiled code, the mock's data.
  await renderPages(100, visits);
  const before = heapUsed();
  await renderPages(PAGES, visits);
  const growthMb = (heapUsed() - before) / 2 ** 20;
  expect(growthMb, `${growthMb.toFixed(1)} MB more after ${PAGES} pages`).toBeLessThan(ALLOWED_GROWTH_MB);
});
