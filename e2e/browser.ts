import { type Browser, chromium, type Page } from 'playwright';
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
  beforeEach(async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', timezoneId: 'UTC' });
    page = await context.newPage();
    refusedByPolicy = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
    });
    return () => context.close();
  });
  afterEach(() => {
    expect(refusedByPolicy, 'refused by the Content-Security-Policy').toEqual([]);
  });

  return { page: () => page, baseUrl };
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
