import { expect, test } from 'vitest';
import { appearanceResponseSchema } from '@/api/appearance.schemas';
import { launchBrowserPerFile } from './browser';

/**
 * Files the production server (mocks/server/app-server.ts) serves: the theme's
 * font files are real woff2 (scripts/vite-fonts.ts), and a file that is not
 * there is a 404 rather than the app's HTML under a font or script name.
 */
const { page, baseUrl } = launchBrowserPerFile();

const themeFonts = async () => {
  const response = await fetch(`${baseUrl}/api/v2/appearance?attributes[]=fonts`);
  const { fonts } = appearanceResponseSchema.parse(await response.json()).data;
  const files = [fonts?.body, fonts?.headings].flatMap((font) => font?.files ?? []);
  expect(files.length).toBeGreaterThan(0);
  return {
    urls: [...new Set(files.map((file) => file.url))],
    weights: [...new Set(files.map((file) => String(file.weight)))].sort(),
  };
};

test('every font file the appearance names answers 200 as font/woff2', async () => {
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
  const { urls, weights } = await themeFonts();
  const fetched = urls.map((url) =>
    page().waitForResponse((response) => new URL(response.url()).pathname === url),
  );
  await page().goto('/');
  for (const response of await Promise.all(fetched)) expect(response.status(), response.url()).toBe(200);

  // The theme's faces are the ones ThemeProvider adds through the FontFace API: no unicode-range,
  // unlike @fontsource's stylesheet faces of the same family.
  const themeFaces = () =>
    page().evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter(
          (face) => face.family.replaceAll(/["']/g, '') === 'Inter' && face.unicodeRange === 'U+0-10FFFF',
        )
        .map((face) => ({ weight: face.weight, status: face.status }));
    });
  await expect
    .poll(
      async () => {
        const faces = await themeFaces();
        return {
          weights: [...new Set(faces.map((face) => face.weight))].sort(),
          statuses: [...new Set(faces.map((face) => face.status))],
        };
      },
      { timeout: 10_000 },
    )
    .toEqual({ weights, statuses: ['loaded'] });
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
