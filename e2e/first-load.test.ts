import { beforeEach, describe, expect, test } from 'vitest';
import { bundledIndexHtml, countApiRequests, launchBrowserPerFile, renderInTheBrowser } from './browser';

/**
 * A page the browser renders itself from index.html: when the server does not render it
 * (server/app.ts). index.html preloads the API calls every first visit makes
 * (docs/performance.md). A preload the app would not make costs a request for nothing; one the
 * app's fetch does not match is downloaded twice. So: without the preloads the app asks for every
 * preloaded URL itself, and with them each such URL is requested once.
 */
const { page } = launchBrowserPerFile();
const PRELOAD = /<link rel="preload" as="fetch"[^>]*>/g;

/** Opens `path` and counts the API requests until the shell has rendered its footer. */
async function apiRequestsOpening(path: string) {
  const requested = countApiRequests(page());
  await page().goto(path);
  // The shell has asked for everything it needs once the footer is rendered.
  await page().getByRole('contentinfo').waitFor();
  return requested;
}

const preloadedUrls = () =>
  page().evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=fetch]')].map((link) => link.href),
  );

describe('rendered in the browser', () => {
  beforeEach(() => renderInTheBrowser(page()));

  test.each(['/', '/user/login'])('every API call index.html preloads is made once on %s', async (path) => {
    const requested = await apiRequestsOpening(path);
    const preloaded = await preloadedUrls();
    expect(preloaded.length).toBeGreaterThan(0);
    for (const url of preloaded) expect(requested.get(url) ?? 0, url).toBe(1);
  });

  test('the API preloads yield the connections to the scripts: they are asked at low priority', async () => {
    // The links index.html carries, not those the app adds for a page's own first call later.
    const html = (await (await page().goto('/'))?.text()) ?? '';
    const priorities = [...html.matchAll(PRELOAD)].map(([link]) => /fetchpriority="(\w+)"/.exec(link)?.[1]);
    expect(priorities.length).toBeGreaterThan(0);
    expect(new Set(priorities)).toEqual(new Set(['low']));
  });

  test.each(['/', '/user/login'])('the app asks for every preloaded URL by itself on %s', async (path) => {
    let preloaded: string[] = [];
    await page().route(
      (url) => url.pathname === path,
      async (route) => {
        const { headers, body: html } = await bundledIndexHtml(route);
        preloaded = [...html.matchAll(PRELOAD)].map(
          ([link]) =>
            new URL((/href="([^"]+)"/.exec(link)?.[1] ?? '').replaceAll('&amp;', '&'), route.request().url())
              .href,
        );
        await route.fulfill({ status: 200, headers, body: html.replaceAll(PRELOAD, '') });
      },
    );
    const requested = await apiRequestsOpening(path);
    expect(preloaded.length).toBeGreaterThan(0);
    for (const url of preloaded) expect(requested.has(url), url).toBe(true);
  });

  test("the home's storefront and its sections' lists are each asked for once", async () => {
    const storefront: string[] = [];
    const trainings: string[] = [];
    page().on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/v2/storefront') storefront.push(request.url());
      if (pathname === '/api/v2/trainings') trainings.push(request.url());
    });
    await page().goto('/');
    await page().getByTestId('storefront-sections').waitFor();
    // The sections' own lists have been asked for too: nothing asks for the storefront after this.
    await page().waitForLoadState('networkidle');
    expect(storefront).toHaveLength(1);
    // Started by the route from the storefront's response, then asked for by the page and each
    // section's view: one request per list.
    expect(trainings.length).toBeGreaterThan(0);
    expect(new Set(trainings).size).toBe(trainings.length);
  });
});

test("a visitor's home page comes in a handful of script files", async () => {
  const scripts: string[] = [];
  page().on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page().goto('/');
  await page().getByTestId('storefront-sections').waitFor();
  await page().waitForLoadState('networkidle');
  // The entry and its first load, the first queries' schemas, sanitising, and the home page's two
  // chunks (scripts/vite-first-load-chunk.ts): twenty-six files before the home page was gathered.
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(8);
});

test("the interface font is one file on /, and the appearance's copies of it are not fetched", async () => {
  const fonts: string[] = [];
  page().on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/inter-/.test(pathname)) fonts.push(pathname);
  });
  await page().goto('/');
  await page().getByRole('contentinfo').waitFor();
  await page().evaluate(() => document.fonts.ready);
  // Every weight on the page comes from the bundled variable file (src/ui/theme/inter.css); the
  // appearance names Inter too, as static files of three weights, which the theme leaves unloaded.
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/^\/assets\/inter-latin-wght-400-700-[\w-]+\.woff2$/);
});

test('a page the server rendered links its stylesheet: its first paint is already styled', async () => {
  const html = (await (await page().goto('/'))?.text()) ?? '';
  expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\//);
  expect(html).not.toMatch(/<link rel="preload" as="(style|fetch)"/);
});
