import { expect, test } from 'vitest';
import { launchBrowserPerFile } from './browser';

/**
 * index.html preloads the API calls every first visit makes (docs/performance.md). A preload the
 * app would not make costs a request for nothing; one the app's fetch does not match is downloaded
 * twice. So: without the preloads the app asks for every preloaded URL itself, and with them each
 * such URL is requested once.
 */
const { page } = launchBrowserPerFile();
const PRELOAD = /<link rel="preload" as="fetch"[^>]*>/g;

/** Opens `path` and counts the API requests until the shell has drawn its footer. */
async function apiRequestsOpening(path: string) {
  const requested = new Map<string, number>();
  page().on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1);
    }
  });
  await page().goto(path);
  // The shell has asked for everything it needs once the footer is drawn.
  await page().getByRole('contentinfo').waitFor();
  return requested;
}

const preloadedUrls = () =>
  page().evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=fetch]')].map((link) => link.href),
  );

test.each(['/', '/user/login'])('every API call index.html preloads is made once on %s', async (path) => {
  const requested = await apiRequestsOpening(path);
  const preloaded = await preloadedUrls();
  expect(preloaded.length).toBeGreaterThan(0);
  for (const url of preloaded) expect(requested.get(url) ?? 0, url).toBe(1);
});

test.each(['/', '/user/login'])('the app asks for every preloaded URL by itself on %s', async (path) => {
  let preloaded: string[] = [];
  await page().route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      preloaded = [...html.matchAll(PRELOAD)].map(
        ([link]) =>
          new URL((/href="([^"]+)"/.exec(link)?.[1] ?? '').replaceAll('&amp;', '&'), route.request().url())
            .href,
      );
      await route.fulfill({ response, body: html.replaceAll(PRELOAD, '') });
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
  // Started by the route from the storefront's answer, then asked for by the page and each
  // section's view: one request per list.
  expect(trainings.length).toBeGreaterThan(0);
  expect(new Set(trainings).size).toBe(trainings.length);
});

test('each weight of the interface font is downloaded once on /', async () => {
  const fonts = new Map<string, number>();
  page().on('request', (request) => {
    const weight = /inter-latin-(\d+)-normal/.exec(request.url())?.[1];
    if (weight) fonts.set(weight, (fonts.get(weight) ?? 0) + 1);
  });
  await page().goto('/');
  await page().getByRole('contentinfo').waitFor();
  await page().evaluate(() => document.fonts.ready);
  // The appearance names the same Inter files the app bundles: they are not fetched a second time.
  expect(fonts.size).toBeGreaterThan(0);
  for (const [weight, count] of fonts) expect(count, `Inter ${weight}`).toBe(1);
});

test("the stylesheet does not hold index.html's first paint, and is in use before the app draws", async () => {
  // Records, when the app's first render takes the place of index.html's loading state, whether
  // its stylesheet was in use.
  await page().addInitScript(() => {
    const styled = () =>
      [...document.styleSheets].some(
        (sheet) => sheet.href?.includes('/assets/') && sheet.cssRules.length > 0,
      );
    new MutationObserver((mutations, observer) => {
      const replaced = mutations.some((mutation) =>
        [...mutation.removedNodes].some((node) => node instanceof Element && node.matches('.boot-overlay')),
      );
      if (!replaced) return;
      (window as { styledAtFirstDraw?: boolean }).styledAtFirstDraw = styled();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const html = (await (await page().goto('/'))?.text()) ?? '';
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(html).toMatch(/<link rel="preload" as="style"[^>]*data-app-styles/);
  await page().getByRole('contentinfo').waitFor();
  expect(await page().evaluate(() => (window as { styledAtFirstDraw?: boolean }).styledAtFirstDraw)).toBe(
    true,
  );
});
