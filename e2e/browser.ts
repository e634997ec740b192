import { type Browser, chromium, type Page, type Route } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

/**
 * One Chromium per test file, a fresh context (cookies, storage) per test.
 * Returns accessors because the values exist only once the hooks ran.
 */
export function launchBrowserPerFile() {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  /** What the server's Content-Security-Policy refused during the test: the app must never need it. */
  let refusedByPolicy: string[] = [];
  /** Every other console error and uncaught error of the test's pages: a page logs none in normal use. */
  let consoleErrors: string[] = [];
  /** The errors the test causes on purpose (`allowConsoleErrors`). */
  let allowed: RegExp[] = [];
  /** The policy's reports the test causes on purpose (`allowPolicyReports`). */
  let allowedReports: RegExp[] = [];
  beforeEach(async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', timezoneId: 'UTC' });
    page = await context.newPage();
    refusedByPolicy = [];
    consoleErrors = [];
    allowed = [];
    allowedReports = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        refusedByPolicy.push(`${message.text()} (${message.location().url})`);
      else if (message.type() === 'error')
        consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
    return () => context.close();
  });
  afterEach(() => {
    const refused = refusedByPolicy.filter((text) => !allowedReports.some((pattern) => pattern.test(text)));
    expect(refused, 'refused by the Content-Security-Policy').toEqual([]);
    const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    expect(unexpected, 'console errors').toEqual([]);
  });

  return {
    page: () => page,
    baseUrl,
    /**
     * For a test that makes the server fail on purpose: the console errors matching `patterns` that
     * its failures cause (the browser's own "Failed to load resource", the app's log of them).
     */
    allowConsoleErrors(...patterns: RegExp[]) {
      allowed.push(...patterns);
    },
    /** For a test that feeds the page hostile markup: the policy's reports of it (`text (script URL)`). */
    allowPolicyReports(...patterns: RegExp[]) {
      allowedReports.push(...patterns);
    },
  };
}

/** Counts, by URL, the API requests the page makes from now on (a map that keeps filling). */
export function countApiRequests(page: Page): Map<string, number> {
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1);
    }
  });
  return requested;
}

/** index.html as the bundle has it, for a route to respond to a page's document request with. */
export async function bundledIndexHtml(
  route: Route,
): Promise<{ headers: Record<string, string>; body: string }> {
  const template = await route.fetch({ url: new URL('/index.html', route.request().url()).href });
  // The body comes decoded: the headers must not say it is still compressed.
  const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = template.headers();
  return { headers, body: await template.text() };
}

/**
 * From now on the page's document is index.html as the bundle has it, as when the server does not
 * render the page (server/app.ts): the browser renders every page itself from its API.
 */
export async function renderInTheBrowser(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      return route.fulfill({ status: 200, ...(await bundledIndexHtml(route)) });
    },
  );
}

/**
 * Signs the page's browser context in as one of the mock's users, through the API: of the suite's
 * server, or of the one at `origin`.
 */
export async function signInAs(page: Page, name: 'learner' | 'admin', origin = '') {
  const api = page.context().request;
  await api.get(`${origin}/api/v2/me`);
  const cookies = await page.context().cookies(origin || undefined);
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api.post(`${origin}/api/v2/user/login`, {
    form: { name, pass: name },
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(response.status()).toBe(200);
  return api;
}

/** What the kit shows while something loads: the overlay, skeletons, a spinner, a busy region. */
const LOADING =
  '[data-testid="loading-overlay"], [data-testid="skeleton"], [aria-busy="true"], span[role="status"]';

/**
 * Opens a page and waits for what a person waits for: a heading, and no part of the page still
 * loading. Returns the heading's text.
 */
export async function openPage(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForFunction((loading) => !document.querySelector(loading), LOADING);
  return (await page.locator('h1').first().textContent())?.trim() ?? '';
}
