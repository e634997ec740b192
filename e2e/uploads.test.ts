import { expect, test } from 'vitest';
import { launchBrowserPerFile } from './browser';

const { page } = launchBrowserPerFile();

/** A small PNG (1×1, teal), as bytes: what a person would pick in the file dialog. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an administrator uploads a logo on the appearance page; the server serves it and the preview shows it', async () => {
  const p = page();
  await p.goto(`/user/login?redirectTo=${encodeURIComponent('/settings/storefront/appearance')}`);
  await p.getByLabel('Username').fill('admin');
  await p.getByLabel('Password').fill('admin');
  await p.getByRole('button', { name: 'Log in' }).click();
  await p.getByRole('heading', { level: 1, name: 'Storefront appearance' }).waitFor();

  await p
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const current = p.getByRole('img', { name: 'Current image' });
  await current.waitFor();
  await expect.poll(() => current.getAttribute('src')).toMatch(/^\/api\/v2\/files\/f\d+$/);
  // Shown from its URL: the browser decoded what the server sent (the page's CSP allowed it).
  await expect.poll(() => current.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  const src = (await current.getAttribute('src')) ?? '';
  const served = await p.request.get(src);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

  await p.getByRole('button', { name: 'Save' }).click();
  await p.getByText('Storefront settings have been successfully saved!').waitFor();
});
