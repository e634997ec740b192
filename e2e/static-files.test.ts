import { expect, test } from 'vitest';
import { appearanceResponseSchema } from '@/api/appearance.schemas';
import { launchBrowserPerFile } from './browser';

/**
 * Files the production server (server/app.ts) serves: the theme's
 * font files are real woff2 (scripts/vite-fonts.ts), and a file that is not
 * there is a 404 rather than the app's HTML under a font or script name.
 */
const { page, baseUrl } = launchBrowserPerFile();

const themeFonts = async () => {
  const response = await fetch(`${baseUrl}/api/v2/appearance?attributes[]=fonts`);
  const { fonts } = appearanceResponseSchema.parse(await response.json()).data;
  const files = [fonts?.body, fonts?.headings].flatMap((font) => font?.files ?? []);
  expect(files.length).toBeGreaterThan(0);
  return { urls: [...new Set(files.map((file) => file.url))] };
};

test('every font file the appearance names responds with 200 as font/woff2', async () => {
  for (const url of (await themeFonts()).urls) {
    const response = await fetch(new URL(url, baseUrl));
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type'), url).toBe('font/woff2');
    // Every woff2 file starts with the signature "wOF2".
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 4)), url).toBe('wOF2');
  }
});

test('the browser loads the theme fonts without a decoding warning', async () => {
  const fontWarnings: string[] = [];
  page().on('console', (message) => {
    if (/font|OTS/i.test(message.text())) fontWarnings.push(message.text());
  });
  const { urls } = await themeFonts();
  await page().goto('/');
  // On the app's own pages these files are not fetched: Inter is bundled, and the theme skips a
  // face the stylesheets already declare (ThemeProvider). An appearance naming another family
  // loads its files through the FontFace API as below, so that is what the browser must decode.
  const statuses = await page().evaluate(
    (sources) =>
      Promise.all(
        sources.map(async (url) => {
          const face = new FontFace('Theme font check', `url("${url}") format("woff2")`);
          await face.load().catch(() => undefined);
          return face.status;
        }),
      ),
    urls,
  );
  expect(statuses).toEqual(urls.map(() => 'loaded'));
  expect(fontWarnings).toEqual([]);
});

test('a file missing under /assets, /fonts or the root is a 404, not the page', async () => {
  for (const path of ['/assets/missing-abc123.js', '/fonts/missing.woff2', '/favicon-missing.ico']) {
    const response = await page()
      .context()
      .request.get(path, { headers: { Accept: 'text/html,*/*' } });
    expect(response.status(), path).toBe(404);
    expect((await response.text()).toLowerCase(), path).not.toContain('<!doctype html');
  }
  // A page the app routes still gets index.html.
  const navigation = await page().goto('/catalog');
  expect(navigation?.status()).toBe(200);
  expect(navigation?.headers()['content-type']).toContain('text/html');
});
