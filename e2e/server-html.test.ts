import { expect, test } from 'vitest';
import { launchBrowserPerFile, renderInTheBrowser } from './browser';
import { builtServerPerFile } from './server-bundle';

/**
 * Server HTML (the footer, the cookie notice) that tries every way into the page, from the mock's
 * `hostileHtml` scenario: the page rendered on the server (sanitize-html) and the page the browser
 * renders (DOMPurify) keep its text and nothing else, by the same policy (decision 0012). Any
 * attempt that ran would set `window.hostileMarkupRan`, or be refused by the page's
 * Content-Security-Policy, which fails the test too (`launchBrowserPerFile`).
 *
 * One report is expected: Chromium reports an event handler in markup that DOMPurify parses into a
 * document of its own (inert: nothing in it runs or loads), as the page's policy would refuse it.
 */
const { page, allowPolicyReports, allowConsoleErrors } = launchBrowserPerFile();

const origin = builtServerPerFile({ mock: { scenario: 'hostileHtml' } });

const ATTEMPTS = [
  'onerror',
  'hostileMarkupRan',
  'javascript:',
  '<iframe',
  '<form',
  '<input',
  'position:fixed',
  'pos_fixed',
  '<noscript',
];

test('the page rendered on the server carries the text of hostile server HTML and nothing else', async () => {
  const response = await page()
    .context()
    .request.get(`${origin()}/`, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const footerText = /data-testid="footer-text"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const banner = /data-testid="cookie-banner"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  for (const markup of [footerText, banner]) {
    expect(markup).toContain(
      'Kept text, <a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">the terms</a>',
    );
    expect(markup).toContain('id="user-content-page-state"');
    for (const attempt of ATTEMPTS) expect(markup).not.toContain(attempt);
  }
  expect(footerText).not.toContain('<svg');
  expect(footerText).not.toContain('<script');
});

test.each([
  ['rendered on the server and hydrated', false],
  ['rendered in the browser', true],
])('in the page %s, hostile server HTML runs nothing and keeps its text', async (_, inTheBrowser) => {
  // The picture the markup keeps asks for /x, which no route has: the server's not-found page, a 404.
  allowConsoleErrors(/status of 404 \(Not Found\) \(\S+\/x\)$/);
  if (inTheBrowser) {
    await renderInTheBrowser(page());
    allowPolicyReports(/^Executing inline event handler .* \(\S+\/assets\/sanitize-[\w-]+\.js\)$/s);
  }
  await page().goto(`${origin()}/`);
  const footer = page().getByTestId('footer-text');
  await footer.getByRole('link', { name: 'the terms' }).waitFor();
  const banner = page().getByTestId('cookie-banner');
  await expect.poll(() => banner.getByText('Kept text').count()).toBe(1);
  // The banner's Close works: the page is running, and was given every chance to run the markup.
  await banner.getByRole('button', { name: 'Close' }).click();
  await banner.waitFor({ state: 'detached' });
  expect(
    await page().evaluate(() => (window as { hostileMarkupRan?: number }).hostileMarkupRan),
  ).toBeUndefined();
  expect(await footer.getByRole('link', { name: 'the terms' }).getAttribute('rel')).toBe(
    'noopener noreferrer',
  );
  expect(await footer.getByText('Run').getAttribute('href')).toBeNull();
  // What is left of the markup: its text, the paragraphs (each reading in its own direction) and
  // links, and a picture without its handler.
  expect(await footer.evaluate((element) => element.innerHTML)).toBe(
    '<p id="user-content-page-state" dir="auto">Kept text, <a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">the terms</a>.</p>' +
      '<img src="x"><a>Run</a>Send<p dir="auto">Cover</p>',
  );
  // Nothing the page shows takes the name of the page's own state (the server's data script).
  expect(await page().locator('[id="page-state"]:not(body > script[type="application/json"])').count()).toBe(
    0,
  );
});
