import type { Page } from 'playwright';
import { expect, test } from 'vitest';
import { launchBrowserPerFile, openPage } from './browser';

const { page } = launchBrowserPerFile();

/*
 * No dead ends (docs/architecture.md, "Catalogue": no link may lead to not-found). Starting from the
 * pages each audience lands on, follow every same-origin link the page shows (header, sidebar,
 * content, footer, cookie notice) and fail on any that renders the app's not-found page.
 */

/** Pages per audience: enough to reach every area once; addresses differing only by ids count once or twice. */
const MAX_PAGES = 60;
const PER_PATTERN = 2;
/** Links that change state rather than show a page. */
const SKIP = [/^\/user\/logout/, /^\/api\//];

/** `/course/12?x` and `/course/7` are one kind of page: ids become `:id`. */
const patternOf = (path: string) => path.split('?')[0]?.replace(/\/\d+(?=\/|$)/g, '/:id') ?? path;

async function signIn(name: string, pass: string) {
  const api = page().context().request;
  await api.get('/api/v2/me');
  const token =
    (await page().context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api.post('/api/v2/user/login', {
    form: { name, pass },
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(response.status()).toBe(200);
}

async function sameOriginLinks(p: Page): Promise<string[]> {
  const origin = new URL(p.url()).origin;
  const hrefs = await p
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin) return [];
    const path = `${url.pathname}${url.search}`;
    return SKIP.some((skip) => skip.test(path)) ? [] : [path];
  });
}

/** Breadth first from the start pages; returns each dead link with the page that showed it. */
async function crawl(starts: string[]): Promise<{ visited: string[]; dead: string[] }> {
  const queue = starts.map((path) => ({ path, from: '(start)' }));
  const seen = new Set(starts);
  const perPattern = new Map<string, number>();
  const visited: string[] = [];
  const dead: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const { path, from } = queue.shift() as { path: string; from: string };
    const pattern = patternOf(path);
    const count = perPattern.get(pattern) ?? 0;
    if (count >= PER_PATTERN) continue;
    perPattern.set(pattern, count + 1);
    visited.push(path);
    const heading = await openPage(page(), path);
    if (heading === 'Page not found') {
      dead.push(`${path} (linked from ${from})`);
      continue;
    }
    for (const link of await sameOriginLinks(page())) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ path: link, from: path });
    }
  }
  return { visited, dead };
}

test('every link a visitor sees leads to a page', { timeout: 300_000 }, async () => {
  const { visited, dead } = await crawl(['/']);
  expect(visited).toEqual(expect.arrayContaining(['/', '/user/register', '/about', '/privacy']));
  expect(dead).toEqual([]);
});

test('every link a learner sees leads to a page', { timeout: 300_000 }, async () => {
  await signIn('learner', 'learner');
  const { visited, dead } = await crawl(['/dashboard']);
  expect(visited.length).toBeGreaterThan(5);
  expect(dead).toEqual([]);
});

test('every link an administrator sees leads to a page', { timeout: 300_000 }, async () => {
  await signIn('admin', 'admin');
  const { visited, dead } = await crawl(['/dashboard', '/settings', '/course-administration']);
  expect(visited).toEqual(expect.arrayContaining(['/settings/incentives', '/settings/storefront']));
  expect(dead).toEqual([]);
});
