import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { countApiRequests, launchBrowserPerFile, signInAs } from './browser';

/**
 * `npm start` renders each page on the server (src/entry-server.tsx): the HTML holds the page as its
 * user first sees it, and the browser hydrates it without asking the API again
 * (docs/performance.md, "Pages rendered on the server").
 */
const { page, baseUrl } = launchBrowserPerFile();

/** The document as the server sends it, before any script has run. */
async function documentOf(path: string) {
  const response = await page()
    .context()
    .request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  const headers = response.headers();
  return {
    status: response.status(),
    location: headers.location,
    policy: headers['content-security-policy'] ?? '',
    html: await response.text(),
  };
}

test("a visitor's home arrives rendered: storefront, sections, their lists, footer and cookie notice", async () => {
  const { status, html, policy } = await documentOf('/');
  expect(status).toBe(200);
  expect(html).not.toContain('class="boot-overlay"');
  expect(html).toContain('data-testid="storefront-sections"');
  // The first section's list of courses, and the server's rich text, sanitised.
  expect(html).toMatch(/href="\/course\/\d+"/);
  expect(html).toContain('data-testid="cookie-banner"');
  expect(html).toMatch(/<footer[^>]*>/);
  // The responses and the app's scripts as data, and the head's one classic script, from a file, which
  // holds early presses before the body is parsed (src/app/early-input.ts) and adds the app's scripts
  // once the page is painted (src/app/deferred-entry.ts). Any inline script is React's own, with the
  // nonce the page's policy names, used once.
  const nonce = /script-src 'self' 'nonce-([\w+/=]+)'/.exec(policy)?.[1];
  expect(nonce).toBeDefined();
  const inline = [
    ...html.matchAll(/<script(?![^>]*(type="module"|type="application\/json"|src="\/assets\/))[^>]*>/g),
  ];
  for (const [tag] of inline) expect(tag).toBe(`<script nonce="${nonce}">`);
  expect((await documentOf('/')).policy).not.toContain(`'nonce-${nonce}'`);
  expect(html).toMatch(/<script src="\/assets\/boot-[\w-]+\.js"><\/script>\s*<\/head>/);
  expect(html).toMatch(
    /<script type="application\/json" id="app-entry">\{"entry":"\/assets\/index-[\w-]+\.js"/,
  );
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
});

test('the browser keeps what the server rendered, asks the API nothing, and the page responds to input', async () => {
  // Marks the page's main element as the parser creates it, before any script runs.
  await page().addInitScript(() => {
    new MutationObserver((_, observer) => {
      const main = document.querySelector('main');
      if (!main) return;
      main.dataset.renderedBy = 'server';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const requested = countApiRequests(page());
  await page().goto('/');
  const banner = page().getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Close' }).click();
  // The click reached the hydrated banner: it posts the agreement and goes.
  await banner.waitFor({ state: 'detached' });
  expect(await page().locator('main[data-rendered-by="server"]').count()).toBe(1);
  // Nothing but the notice's own response, asked again once the agreement is posted.
  const asked = [...requested.keys()].map((url) => new URL(url).pathname);
  expect(asked.filter((path) => !path.startsWith('/api/v2/cookies-disclaimer'))).toEqual([]);
});

test('the header, the page and the footer are hydrated in the nodes the server rendered', async () => {
  // Marks each part's element as the parser creates it: a part rendered again would come without.
  await page().addInitScript(() => {
    new MutationObserver(() => {
      for (const part of document.querySelectorAll<HTMLElement>('#root header, #root main, #root footer')) {
        part.dataset.renderedBy ??= 'server';
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page().goto('/user/login');
  const main = page().getByRole('main');
  // A press in the page reaches the hydrated form: it checks the fields itself.
  await main.getByRole('button', { name: 'Log in' }).click();
  await main.getByText('Username field is required.').waitFor();
  const parts = await page()
    .locator('#root header, #root main, #root footer')
    .evaluateAll((elements) =>
      elements.map((element) => [element.tagName, element.getAttribute('data-rendered-by')]),
    );
  expect(parts).toEqual([
    ['HEADER', 'server'],
    ['MAIN', 'server'],
    ['FOOTER', 'server'],
  ]);
});

test.each([
  '/dashboard',
  '/incentives',
  '/storefront',
  '/catalog',
  '/course/1',
  '/videos',
  '/archive',
  '/leaderboard',
])("a learner's %s arrives rendered and makes no API request until used", async (path) => {
  await signInAs(page(), 'learner');
  const { html } = await documentOf(path);
  expect(html).toContain('<main');
  expect(html).toContain('id="page-state"');
  const requested = countApiRequests(page());
  await page().goto(path);
  await page().getByRole('contentinfo').waitFor();
  await page().waitForLoadState('networkidle');
  expect([...requested.keys()]).toEqual([]);
});

test.each([
  ['/', undefined, 'Storefront'],
  ['/user/login', undefined, 'Log in'],
  ['/catalog', 'learner', 'Catalogue'],
  ['/course/1', 'learner', undefined],
] as const)(
  '%s arrives with its own title, which the browser keeps as it hydrates',
  async (path, user, name) => {
    if (user) await signInAs(page(), user);
    const { html } = await documentOf(path);
    const titles = [...html.matchAll(/<title>(.*?)<\/title>/g)].map((match) => match[1]);
    expect(titles).toHaveLength(1);
    expect(titles[0]).toMatch(new RegExp(`^${name ?? '.+'} \\| Northwind Academy$`));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    await page().goto(path);
    await page().waitForFunction(() => document.documentElement.style.scrollPaddingBlock !== '');
    expect(await page().title()).toBe(titles[0]);
    expect(await page().locator('title').count()).toBe(1);
  },
);

test("the appearance's icon arrives in the head of the page, after index.html's, and stays the one icon it adds", async () => {
  // The site's own icon as a data: address of more than 4 KB, as an uploaded picture can be.
  const svg = `${readFileSync('public/favicon.svg', 'utf8')}<!-- ${'padding '.repeat(600)}-->`;
  const icon = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const api = await signInAs(page(), 'admin');
  const token =
    (await page().context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const setIcon = (favicon: string) =>
    api.post('/api/v2/settings/storefront/appearance', {
      multipart: { favicon },
      headers: { 'X-XSRF-TOKEN': token },
    });
  expect((await setIcon(icon)).status()).toBe(200);
  try {
    const { html } = await documentOf('/dashboard');
    const head = html.slice(0, html.indexOf('</head>'));
    const icons = [...head.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((match) => match[1]);
    expect(icons).toEqual(['/favicon.svg', icon]);
    await page().goto('/dashboard');
    await page().waitForFunction(() => document.documentElement.style.scrollPaddingBlock !== '');
    expect(
      await page().evaluate(() =>
        [...document.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href')),
      ),
    ).toEqual(['/favicon.svg', icon]);
  } finally {
    await setIcon('');
  }
});

test('a page that is not for its user is a redirect, not a page', async () => {
  expect(await documentOf('/dashboard')).toMatchObject({
    status: 302,
    location: '/user/login?redirectTo=%2Fdashboard',
  });
  await signInAs(page(), 'learner');
  expect(await documentOf('/')).toMatchObject({ status: 302, location: '/dashboard' });
  await page().goto('/user/login');
  await page().waitForURL(`${baseUrl}/dashboard`);
});

test("the page is rendered in the user's language and direction, with the appearance's colours", async () => {
  const { html } = await documentOf('/');
  expect(html).toMatch(/<html lang="en" dir="ltr" style="[^"]*--colors-primary: #[0-9a-f]{6}/);
});
