import { type APIRequestContext, type Browser, chromium, type Page, type Request } from 'playwright';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import type { ShopItem } from '@/api/incentives';
import { MAX_RETRIES, retryDelayBounds } from '@/api/retry';
import { CHAOS_SLOWEST_MS } from '../mocks/chaos';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { startBuiltServer } from './server-bundle';

/**
 * The purchase flow on an unreliable backend: the production build (built by
 * e2e/global-setup.ts) served with the mock in the `chaos` scenario
 * (mocks/chaos.ts), whose failures follow from the seed. Under chaos the flow
 * must end in the receipt or in the error message, and never charge twice.
 *
 * Seed 3 makes the first checkout take the points and respond with a 5xx; the next
 * two lose their response (dropped connections), then one responds. Only the
 * attempt's Idempotency-Key (src/features/incentives/shop/CheckoutPage.tsx)
 * keeps those retries from buying again — including the ones Chromium makes on
 * its own: it silently resends a request whose reused keep-alive connection
 * closed without a response, even a POST. How many of the lost responses the
 * learner sees therefore depends on Chromium's connection pool; the rest does
 * not: an error message first, the receipt at the end, one charge.
 */
const SEED = 3;
/** How many times the learner confirms before giving up, as a person would. */
const MAX_CONFIRMATIONS = 6;
/**
 * The longest a read can take before the page shows its data or "Try again": every attempt
 * responded to as slowly as the chaos allows, with the client's longest wait between retries
 * (src/api/retry.ts). A page that waits on such a read (the shop's list, the wallet under "Buy
 * now") is waited for this long, as a patient person would.
 */
const SLOWEST_READ_MS = Array.from(
  { length: MAX_RETRIES },
  (_, index) => retryDelayBounds(index + 1).max,
).reduce((total, wait) => total + wait, (MAX_RETRIES + 1) * CHAOS_SLOWEST_MS);

let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startBuiltServer({ mock: { scenario: 'chaos', seed: SEED } });
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  const context = await browser.newContext({
    baseURL: server.origin,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Calls the test makes to set up and to check: `X-Mock-Chaos: off` exempts them from the chaos. */
const calm = { 'X-Mock-Chaos': 'off' };

async function signInAsLearner(): Promise<APIRequestContext> {
  const api = page.context().request;
  await api.get('/api/v2/me', { headers: calm });
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api.post('/api/v2/user/login', {
    form: { name: 'learner', pass: 'learner' },
    headers: { ...calm, 'X-XSRF-TOKEN': token },
  });
  expect(response.status()).toBe(200);
  return api;
}

const read = async <T>(api: APIRequestContext, path: string): Promise<T> => {
  const response = await api.get(`/api/v2/${path}`, { headers: calm });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

interface Transaction {
  id: number;
  points: number;
}

/** The learner's own purchases, newest first. */
const purchases = async (api: APIRequestContext) =>
  (await read<{ data: Transaction[] }>(api, 'incentives/transactions?type=spent&limit=100')).data;

/**
 * Waits for `target`, pressing "Try again" whenever a page shows that its data
 * failed to load after the client's own retries, as a person would.
 */
async function reach(target: ReturnType<Page['getByRole']>) {
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  for (let attempt = 0; attempt < 10; attempt++) {
    await target.or(tryAgain).first().waitFor({ timeout: SLOWEST_READ_MS });
    if (await target.isVisible()) return;
    await tryAgain.click();
  }
  throw new Error('the page kept failing to load');
}

/** The next checkout request's end: a response or a failure (a dropped connection). */
function checkoutSettled() {
  return new Promise<void>((resolve) => {
    const done = (request: Request) => {
      if (!request.url().endsWith('/api/v2/incentives/shop_checkout')) return;
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

/** Where the learner was and what they saw, for a failure's report. */
async function pageState() {
  const seen = await page
    .locator('body')
    .ariaSnapshot({ timeout: 1_000 })
    .catch(() => '(the page did not respond)');
  return `at ${page.url()}:\n${seen}`;
}

test('under chaos a purchase ends in the receipt or an error message, and is never charged twice', {
  timeout: 6 * SLOWEST_READ_MS,
}, async () => {
  onTestFailed(async () => {
    console.error(`The chaos purchase failed ${await pageState()}`);
  });
  const api = await signInAsLearner();
  const before = (await read<{ data: { points: number } }>(api, 'incentives/wallet')).data.points;
  const shop = await read<{ data: ShopItem[] }>(api, 'incentives/shop?limit=100&sort=price&order=asc');
  // No purchase limit and stock to spare: a second charge would be possible, and must not happen.
  const product = shop.data.find(
    (item) =>
      item.purchase_limit === 0 && (item.stock_unlimited || item.stock >= 2) && item.price * 2 <= before,
  );
  if (!product) throw new Error('the seeded shop has nothing to buy twice');
  const purchasesBefore = await purchases(api);

  // Shop → product → checkout, as the learner clicks through it.
  await page.goto(`/incentives?search=${encodeURIComponent(product.title)}`);
  const productLink = page.getByRole('link', { name: product.title, exact: true });
  await reach(productLink);
  await productLink.click();
  await reach(page.getByRole('heading', { level: 1, name: product.title }));
  // "Buy now" waits for the wallet (the learner's points decide whether it shows).
  const buyNow = page.getByRole('link', { name: 'Buy now' });
  await reach(buyNow);
  await buyNow.click();

  const confirm = page.getByRole('button', { name: 'Confirm purchase' });
  const receipt = page.getByRole('heading', { name: 'Your order has been placed.' });
  const refusal = page.getByRole('alert').filter({ hasText: 'Your purchase could not be completed' });
  const outcomes: string[] = [];
  await reach(confirm);
  while (outcomes.at(-1) !== 'receipt' && outcomes.length < MAX_CONFIRMATIONS) {
    await expect.poll(() => confirm.isEnabled(), { timeout: 10_000 }).toBe(true);
    const settled = checkoutSettled();
    await confirm.click();
    await settled;
    await receipt.or(refusal).first().waitFor();
    if (await receipt.isVisible()) {
      outcomes.push('receipt');
    } else {
      // The response never came or was a 5xx: the user is told, and may confirm again.
      expect(await refusal.textContent()).toContain('Something went wrong, please try again.');
      outcomes.push('error');
    }
  }

  const after = (await read<{ data: { points: number } }>(api, 'incentives/wallet')).data.points;
  const newPurchases = (await purchases(api)).filter(
    (transaction) => !purchasesBefore.some((old) => old.id === transaction.id),
  );
  // Charged at most once, and the points and the history agree.
  expect(newPurchases.length).toBeLessThanOrEqual(1);
  expect(after).toBe(before - newPurchases.length * product.price);
  if (outcomes.at(-1) === 'receipt') {
    expect(newPurchases).toHaveLength(1);
    await page.waitForURL(/\/incentives\/purchase-success\?transaction=\d+$/);
    expect(Number(new URL(page.url()).searchParams.get('transaction'))).toBe(newPurchases[0]?.id);
    await expect
      .poll(() => page.getByTestId('receipt-summary').textContent())
      .toBe(`You spent ${format(product.price)}. You now have ${format(after)}.`);
  }
  // The seed decides: the 5xx after the charge is shown, and the flow ends in the receipt.
  expect(outcomes[0]).toBe('error');
  expect(outcomes.at(-1)).toBe('receipt');
  expect(outcomes.slice(1, -1).every((outcome) => outcome === 'error')).toBe(true);
});

const format = (points: number) => `${new Intl.NumberFormat('en').format(points)} points`;
