import type { Page } from 'playwright';
import { expect, onTestFailed, test } from 'vitest';
import { launchBrowserPerFile } from './browser';
import { builtServerPerFile } from './server-bundle';

/**
 * Issue 44: a backend that says "signed in" on `me` and responds with 401 to everything else (Stoplight
 * Prism on docs/api/openapi.json without a session cookie) sent /catalog and the login page to each
 * other some 250 times in 15 seconds. The production build, served in front of the mock in its
 * `sessionRefused` scenario, must go to the login page once, say why, and stay; signing in again
 * may make one more round, never more.
 */
const { page, allowConsoleErrors } = launchBrowserPerFile();

const origin = builtServerPerFile({ mock: { scenario: 'sessionRefused' } });

const NOTICE = 'You need to sign in again to see this page.';
/** The catalogue's document, then the login page the app moved to without loading a document. */
const ONE_ROUND = ['load /catalog', 'app /user/login?redirectTo=%2Fcatalog&refused=1'];

const pathOf = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

/**
 * Where the page goes from now on, in order: each document the main frame requests (`load`, a
 * server's redirect included) and each location the app moves to through the History API or that
 * Back and Forward bring (`app`).
 */
async function recordWay(p: Page): Promise<string[]> {
  const way: string[] = [];
  p.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === p.mainFrame())
      way.push(`load ${pathOf(request.url())}`);
  });
  await p.exposeFunction('reportLocation', (href: string) => way.push(`app ${pathOf(href)}`));
  await p.addInitScript(() => {
    const report = () =>
      (window as unknown as { reportLocation: (href: string) => void }).reportLocation(location.href);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        const before = location.href;
        original.apply(this, args);
        // The router also writes its own state on the entry it is at: only a new location counts.
        if (location.href !== before) report();
      };
    }
    addEventListener('popstate', report);
  });
  return way;
}

/**
 * Waits until the page has gone exactly `expected` and shows the notice, or has gone further (a
 * redirect loop never ends, so it is caught by its count), then checks the way it went.
 */
async function reach(p: Page, way: string[], expected: string[]) {
  const notice = p.getByRole('alert').filter({ hasText: NOTICE });
  await expect
    .poll(
      async () =>
        way.length > expected.length || (way.length === expected.length && (await notice.isVisible())),
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(way).toEqual(expected);
}

/** The login form as a person sees it, with the notice above it, at the login page's address. */
async function expectLoginWithNotice(p: Page) {
  expect(pathOf(p.url())).toBe('/user/login?redirectTo=%2Fcatalog&refused=1');
  await p.getByRole('alert').filter({ hasText: NOTICE }).waitFor();
  await p.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  await p.getByLabel('Username').waitFor();
  await p.getByRole('button', { name: 'Log in' }).waitFor();
}

test('a 401 while signed in ends on the login page with a notice, one round per action', {
  timeout: 90_000,
}, async () => {
  // Every call but the session and the site's configuration is refused on purpose: the browser logs
  // each 401, and the points badge logs that it has no points to show.
  allowConsoleErrors(/status of 401/, /^Error fetching data/);
  const p = page();
  const way = await recordWay(p);
  onTestFailed(() => {
    console.error(`The way the page went (${way.length} steps):\n${way.slice(0, 40).join('\n')}`);
  });

  await p.goto(new URL('/catalog', origin()).href);
  await reach(p, way, ONE_ROUND);
  await expectLoginWithNotice(p);
  // Settled: nothing more on the network for a while, and still no further step.
  await p.waitForLoadState('networkidle');
  expect(way).toEqual(ONE_ROUND);
  await expectLoginWithNotice(p);

  // Signing in again goes back to the catalogue, which is refused again: one more round, no more.
  await p.getByLabel('Username').fill('learner');
  await p.getByLabel('Password').fill('learner');
  await p.getByRole('button', { name: 'Log in' }).click();
  const twoRounds = [...ONE_ROUND, 'app /catalog', 'app /user/login?redirectTo=%2Fcatalog&refused=1'];
  await reach(p, way, twoRounds);
  await p.waitForLoadState('networkidle');
  expect(way).toEqual(twoRounds);
  await expectLoginWithNotice(p);
  expect(await p.getByLabel('Username').inputValue()).toBe('');
});
