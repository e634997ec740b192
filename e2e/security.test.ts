import { expect, test } from 'vitest';
import { launchBrowserPerFile, signInAs } from './browser';

/**
 * The production server's headers (server/security-headers.ts) as a browser applies them:
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

test('the app responds with compressed scripts and the security headers', async () => {
  const response = await page().goto('/');
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');

  const script = await fetch(
    new URL((await page().locator('script[type="module"]').getAttribute('src')) ?? '', baseUrl),
    { headers: { 'accept-encoding': 'br' } },
  );
  expect(script.headers.get('content-encoding')).toBe('br');
  expect(script.headers.get('vary')?.toLowerCase()).toBe('accept-encoding');
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test.each([
  '/.//evil.example/x',
  '/%2e//evil.example',
  '/a/..//evil.example',
  '//evil.example',
  '/\\evil.example',
])('a signed-in user sent to the login page with redirectTo=%s stays on the site', async (target) => {
  const api = await signInAs(page(), 'learner');
  const response = await api.get(`/user/login?redirectTo=${encodeURIComponent(target)}`, {
    headers: { Accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const location = response.headers().location ?? '';
  expect(location.startsWith('/')).toBe(true);
  expect(new URL(location, baseUrl).origin).toBe(new URL(baseUrl).origin);
});

test('a probe without Accept gets the page, /healthz responds, and no source map is published', async () => {
  const home = await fetch(new URL('/', baseUrl), { headers: { Accept: '*/*' } });
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await home.text()).toContain('<div id="root">');
  const health = await fetch(new URL('/healthz', baseUrl));
  expect(health.status).toBe(200);
  expect(await health.text()).toBe('ok');
  // A rendered page names its entry as data for the head's script (src/app/deferred-entry.ts).
  const entry = /"(\/assets\/index-[\w-]+\.js)"/.exec(
    await (await fetch(new URL('/', baseUrl), { headers: { Accept: 'text/html' } })).text(),
  )?.[1];
  expect(entry).toBeDefined();
  expect((await fetch(new URL(`${entry}.map`, baseUrl))).status).toBe(404);
  const script = await (await fetch(new URL(entry ?? '', baseUrl))).text();
  expect(script).not.toContain('sourceMappingURL');
});

test('a page rendered for a signed-in user is kept by no shared cache', async () => {
  const api = await signInAs(page(), 'learner');
  const response = await api.get('/dashboard', { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  expect(response.headers().vary).toContain('Cookie');
});
