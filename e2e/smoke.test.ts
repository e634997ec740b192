import { expect, test } from 'vitest';
import { launchBrowserPerFile } from './browser';

const { page, baseUrl } = launchBrowserPerFile();

test('the embedded mock API answers the wallet with JSON', async () => {
  const response = await fetch(`${baseUrl}/api/v2/incentives/wallet`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { data: { points: unknown } };
  expect(typeof body.data.points).toBe('number');
});

test('the production bundle renders the points badge from the mock API', async () => {
  const { data } = (await (await fetch(`${baseUrl}/api/v2/incentives/wallet`)).json()) as {
    data: { points: number };
  };
  await page().goto('/');
  const badge = page().getByTestId('points-badge');
  await badge.waitFor();
  const expected = `${new Intl.NumberFormat('en').format(data.points)} points`;
  await expect.poll(() => badge.textContent()).toBe(expected);
});
