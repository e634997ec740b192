import { expect, test } from 'vitest';
import { launchBrowserPerFile } from './browser';

/**
 * The production server's headers (mocks/server/security-headers.ts) as a browser applies them:
 * a script that found its way into the page does not run.
 */
const { page, baseUrl } = launchBrowserPerFile();

test('the browser refuses an inline script injected into the page', async () => {
  // A page of its own: the refusal it logs is the point here, not a fault of the app.
  const browser = page().context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const probe = await context.newPage();
    const refusals: string[] = [];
    probe.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await probe.goto('/');
    await probe.getByRole('main').waitFor();
    const ran = await probe.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

test('the app answers with compressed scripts and the security headers', async () => {
  const response = await page().goto('/');
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');

  const script = await fetch(
    new URL((await page().locator('script[type="module"]').getAttribute('src')) ?? '', baseUrl),
    { headers: { 'accept-encoding': 'br' } },
  );
  expect(script.headers.get('content-encoding')).toBe('br');
  expect(script.headers.get('vary')).toBe('Accept-Encoding');
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});
