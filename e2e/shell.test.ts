import type { Page, Route } from 'playwright';
import { expect, test } from 'vitest';
import { launchBrowserPerFile } from './browser';

const { page, allowConsoleErrors } = launchBrowserPerFile();

/** Signs in through the real login form, as a person would. */
async function signInThroughForm(p: Page, name: string, pass: string) {
  await p.getByLabel('Username').fill(name);
  await p.getByLabel('Password').fill(pass);
  await p.getByRole('button', { name: 'Log in' }).click();
}

const path = (p: Page) => {
  const url = new URL(p.url());
  return `${url.pathname}${url.search}`;
};

test('a visitor lands on the storefront', async () => {
  await page().goto('/');
  await page().getByRole('heading', { level: 1, name: 'Storefront' }).waitFor();
  expect(path(page())).toBe('/');
  // The title is set once the page is hydrated, which on a busy machine takes more than a second.
  await expect.poll(() => page().title(), { timeout: 15_000 }).toContain('Storefront');
  const header = page().getByRole('banner');
  await header.getByRole('link', { name: 'Log in' }).waitFor();
  expect(await header.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/user/register');
  expect(await header.getByTestId('points-badge').count()).toBe(0);
});

test('a guarded URL sends to login and, after signing in, back to that URL', async () => {
  await page().goto('/user/2/edit');
  await page().getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  expect(path(page())).toBe(`/user/login?redirectTo=${encodeURIComponent('/user/2/edit')}`);
  await signInThroughForm(page(), 'learner', 'learner');
  await page().getByRole('heading', { level: 1, name: 'Edit profile' }).waitFor();
  expect(path(page())).toBe('/user/2/edit');
  expect(await page().getByLabel('First name').inputValue()).toBe('Jonas');
});

test('wrong credentials show the server message on the field', async () => {
  // The browser logs the refusal, a 400 that the form shows on the field.
  allowConsoleErrors(/status of 400 .*\/api\/v2\/user\/login\b/);
  await page().goto('/user/login');
  await signInThroughForm(page(), 'learner', 'wrong');
  await page().getByText('Unrecognized username or password.').waitFor();
  expect(path(page())).toBe('/user/login');
});

test('redirectTo=//elsewhere.example stays on the site', async () => {
  await page().goto('/user/login?redirectTo=//elsewhere.example/phish');
  await signInThroughForm(page(), 'learner', 'learner');
  await page()
    .getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Jonas$/ })
    .waitFor();
  const url = new URL(page().url());
  expect(url.hostname).not.toBe('elsewhere.example');
  expect(url.pathname).toBe('/dashboard');
});

test('a closed feature gate and a 403 from the server both show the denied page', async () => {
  // The browser logs the server's 403, which the page turns into the denied page.
  allowConsoleErrors(/status of 403 .*\/api\/v2\/users\/1\b/);
  await page().goto('/user/login?redirectTo=%2Fsettings%2Fincentives');
  await signInThroughForm(page(), 'learner', 'learner');
  await page().getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
  expect(path(page())).toBe('/denied');

  // Someone else's profile is not a learner's to read: the server refuses it with 403, and nothing
  // of that person is shown.
  await page().goto('/user/1/edit');
  await page().getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
  expect(path(page())).toBe('/denied');
  expect(await page().getByText('admin@example.com').count()).toBe(0);
});

test('an unknown URL shows the not-found page, with a 404', async () => {
  // The browser logs the document's 404, as for any site's not-found page.
  allowConsoleErrors(/status of 404 .*\/no\/such\/page\)$/);
  const response = await page().goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await page().getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  expect(path(page())).toBe('/no/such/page');
});

test('a training, a video or a product that does not exist is the not-found page, with a 404', async () => {
  // The browser logs each document's 404, as for any site's not-found page.
  allowConsoleErrors(/status of 404 /);
  await page().goto('/user/login');
  await signInThroughForm(page(), 'learner', 'learner');
  await page()
    .getByRole('heading', { level: 1, name: /Jonas$/ })
    .waitFor();
  for (const address of [
    '/course/99999',
    '/course/abc',
    '/videos/9999',
    '/incentives/99999',
    '/incentives/99999/purchase',
  ]) {
    const response = await page().goto(address);
    expect(response?.status(), address).toBe(404);
    await page().getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(path(page())).toBe(address);
  }
});

test('the header search reaches /search with a way back', async () => {
  await page().goto('/user/login?redirectTo=%2Fuser');
  await signInThroughForm(page(), 'learner', 'learner');
  await page().getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
  const header = page().getByRole('banner');
  await header.getByRole('button', { name: 'Search' }).click();
  const box = header.getByRole('searchbox', { name: 'Search' });
  await box.fill('Jonas');
  await Promise.all([page().waitForURL('**/search?**'), box.press('Enter')]);
  expect(path(page())).toBe(`/search?s=Jonas&search_back_url=${encodeURIComponent('/user')}`);
  await page().getByRole('heading', { level: 1, name: 'Search results' }).waitFor();
  await page().getByRole('link', { name: 'Jonas Lindqvist' }).waitFor();
  await page().getByRole('link', { name: 'Back' }).click();
  await page().getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
});

test('signing out returns to the login page and forgets the session', async () => {
  await page().goto('/user/login');
  await signInThroughForm(page(), 'learner', 'learner');
  await page()
    .getByRole('heading', { level: 1, name: /Jonas$/ })
    .waitFor();
  await page()
    .getByRole('button', { name: /Jonas Lindqvist/ })
    .click();
  await page().getByRole('menuitem', { name: 'Log out' }).click();
  await page().getByRole('link', { name: 'Log in' }).waitFor();
  await page().goto('/dashboard');
  await page().getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
});

test('a link to a page whose code is not in yet keeps the current page, with a progress line, until it is', async () => {
  await page().goto(`/user/login?redirectTo=${encodeURIComponent('/user')}`);
  await signInThroughForm(page(), 'learner', 'learner');
  const profile = page().getByRole('heading', { level: 1, name: 'My profile' });
  await profile.waitFor();
  // Every script asked for from now on (the edit page's) waits until the test lets it through.
  const held: Route[] = [];
  let holding = true;
  await page().route(/\/assets\/.+\.js$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await page().getByRole('link', { name: 'Edit profile' }).click();
  const progress = page().getByRole('progressbar', { name: 'Loading the page' });
  await progress.waitFor();
  expect(await profile.isVisible()).toBe(true);
  expect(await page().getByRole('main').getAttribute('aria-busy')).toBe('true');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  holding = false;
  for (const route of held) await route.continue();
  await page().getByRole('heading', { level: 1, name: 'Edit profile' }).waitFor();
  await progress.waitFor({ state: 'detached' });
  expect(await page().getByRole('main').getAttribute('aria-busy')).toBeNull();
});

/** From now on, while `failing()` says so, every script the page asks for fails as if the network had dropped. */
async function scriptsFailWhile(p: Page, failing: () => boolean) {
  await p.route(/\/assets\/.+\.js$/, (route) =>
    failing() ? route.abort('internetdisconnected') : route.continue(),
  );
}

const DROPPED_NETWORK = [
  /net::ERR_INTERNET_DISCONNECTED/,
  /Failed to fetch dynamically imported module/,
  /React Router caught the following error during render/,
  /^Route error/,
  /could not be loaded/,
];

test("a page whose code cannot be fetched shows the error screen in the page's place, with the header and navigation to go on", async () => {
  allowConsoleErrors(...DROPPED_NETWORK);
  await page().goto(`/user/login?redirectTo=${encodeURIComponent('/user')}`);
  await signInThroughForm(page(), 'learner', 'learner');
  await page().getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
  let failing = true;
  await scriptsFailWhile(page(), () => failing);
  await page().getByRole('link', { name: 'Edit profile' }).click();
  const main = page().getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Oops, something went wrong :(' }).waitFor();
  expect(await main.getByRole('button', { name: 'Refresh' }).isVisible()).toBe(true);
  expect(await page().getByRole('banner').isVisible()).toBe(true);
  failing = false;
  await page()
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page()
    .getByRole('heading', { level: 1, name: /Jonas$/ })
    .waitFor();
});

test('the navigation drawer, its code not fetched, leaves the page as it was, says so, and opens at the next press', async () => {
  allowConsoleErrors(...DROPPED_NETWORK);
  await page().setViewportSize({ width: 390, height: 844 });
  await page().goto(`/user/login?redirectTo=${encodeURIComponent('/dashboard')}`);
  await signInThroughForm(page(), 'learner', 'learner');
  const dashboard = page().getByRole('heading', { level: 1, name: /Jonas$/ });
  await dashboard.waitFor();
  // The drawer's file alone fails (as one gone with an earlier release would): the notices' code still comes.
  let failing = true;
  await page().route(/\/assets\/SidebarDrawer-[^/]+\.js$/, (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );
  const logged = page().waitForEvent('console', (message) =>
    message.text().includes('The navigation drawer could not be loaded'),
  );
  const menu = page().getByRole('button', { name: 'Open navigation' });
  await menu.click();
  await logged;
  await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
  await page().getByText('Something went wrong, please try again.').waitFor();
  expect(await dashboard.isVisible()).toBe(true);
  expect(await page().getByRole('dialog').count()).toBe(0);
  failing = false;
  await menu.click();
  await page().getByRole('dialog', { name: 'Navigation' }).waitFor();
});

test('the user menu, its code not fetched, says so when pressed, and opens at the press that can fetch it', async () => {
  allowConsoleErrors(...DROPPED_NETWORK);
  // The menu's file alone fails (as one gone with an earlier release would): the notices' code still comes.
  let failing = true;
  await page().route(/\/assets\/UserMenu-[^/]+\.js$/, (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );
  const logged = page().waitForEvent('console', (message) =>
    message.text().includes('The user menu could not be loaded'),
  );
  await page().goto(`/user/login?redirectTo=${encodeURIComponent('/dashboard')}`);
  await signInThroughForm(page(), 'learner', 'learner');
  const dashboard = page().getByRole('heading', { level: 1, name: /Jonas$/ });
  await dashboard.waitFor();
  const menu = page().getByRole('button', { name: 'Jonas Lindqvist' });
  await menu.click();
  await logged;
  await page().getByText('Something went wrong, please try again.').waitFor();
  expect(await page().getByRole('menu').count()).toBe(0);
  expect(await dashboard.isVisible()).toBe(true);
  failing = false;
  await menu.click();
  await page().getByRole('menuitem', { name: 'Log out' }).waitFor();
});

test("a link chosen in the navigation drawer leaves the focus on the new page's main content, not on the menu button", async () => {
  await page().setViewportSize({ width: 390, height: 844 });
  await page().goto(`/user/login?redirectTo=${encodeURIComponent('/dashboard')}`);
  await signInThroughForm(page(), 'learner', 'learner');
  await page()
    .getByRole('heading', { level: 1, name: /Jonas$/ })
    .waitFor();
  await page().getByRole('button', { name: 'Open navigation' }).click();
  await page()
    .getByRole('dialog', { name: 'Navigation' })
    .getByRole('link', { name: 'Incentives' })
    .press('Enter');
  await page().getByRole('heading', { level: 1, name: 'Rewards shop' }).waitFor();
  await page().getByRole('dialog').waitFor({ state: 'detached' });
  await expect.poll(() => page().evaluate(() => document.activeElement?.id)).toBe('main-content');
});

test('a link followed from far down a page opens the next page at its top, and Back returns to where the user was', async () => {
  await page().setViewportSize({ width: 390, height: 844 });
  await page().goto(`/user/login?redirectTo=${encodeURIComponent('/catalog')}`);
  await signInThroughForm(page(), 'learner', 'learner');
  await page().getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
  const course = page().getByRole('main').getByRole('link', { name: 'Data visualisation with Power BI' });
  await course.scrollIntoViewIfNeeded();
  const before = await page().evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(844);
  await course.click();
  await page().getByRole('heading', { level: 1, name: 'Data visualisation with Power BI' }).waitFor();
  expect(await page().evaluate(() => window.scrollY)).toBe(0);
  await page().goBack();
  await page().getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
  await expect.poll(() => page().evaluate(() => window.scrollY)).toBe(before);
  // A change of the list's query alone keeps the place: the view switches under the user's eyes.
  const list = page().getByRole('button', { name: 'List' });
  await list.scrollIntoViewIfNeeded();
  const atTheSwitch = await page().evaluate(() => window.scrollY);
  expect(atTheSwitch).toBeGreaterThan(0);
  await list.click();
  await expect.poll(() => new URL(page().url()).searchParams.get('view')).toBe('list');
  expect(await page().evaluate(() => window.scrollY)).toBe(atTheSwitch);
});
