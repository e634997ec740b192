import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
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
  beforeEach(async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', timezoneId: 'UTC' });
    page = await context.newPage();
    return () => context.close();
  });

  return { page: () => page, baseUrl };
}
