import { expect, test } from 'vitest';
import { launchBrowserPerFile } from './browser';

const { page, baseUrl } = launchBrowserPerFile();

/** `npm start` serves visitors until someone signs in; the wallet belongs to a signed-in user (401 otherwise). */
async function signInAsLearner() {
  const api = page().context().request;
  await api.get('/api/v2/me');
  const token =
    (await page().context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  await api.post('/api/v2/user/login', {
    form: { name: 'learner', pass: 'learner' },
    headers: { 'X-XSRF-TOKEN': token },
  });
  return api;
}

test('the mock API, through the production server, responds to the wallet with JSON', async () => {
  expect((await fetch(`${baseUrl}/api/v2/incentives/wallet`)).status).toBe(401);
  const response = await (await signInAsLearner()).get('/api/v2/incentives/wallet');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { data: { points: unknown } };
  expect(typeof body.data.points).toBe('number');
});

test('the production bundle renders the points badge from the mock API', async () => {
  const api = await signInAsLearner();
  const { data } = (await (await api.get('/api/v2/incentives/wallet')).json()) as {
    data: { points: number };
  };
  await page().goto('/');
  const badge = page().getByTestId('points-badge');
  await badge.waitFor();
  const expected = `${new Intl.NumberFormat('en').format(data.points)} points`;
  // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, not the phone-only short count hidden at this width
  await expect.poll(() => badge.innerText()).toBe(expected);
});
