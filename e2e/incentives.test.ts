import type { APIRequestContext } from 'playwright';
import { expect, test } from 'vitest';
import type { ShopItem } from '@/api/incentives';
import {
  countApiRequests,
  launchBrowserPerFile,
  renderInTheBrowser,
  signInAs as signInAsUser,
} from './browser';

const { page } = launchBrowserPerFile();
/** The production bundle loads each area lazily behind the shell's overlay: allow it a few seconds. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const format = (points: number) => `${new Intl.NumberFormat('en').format(points)} points`;

/** Signs the browser context in through the API (the login page is covered elsewhere). */
const signInAs = (name: 'learner' | 'admin') => signInAsUser(page(), name);

const walletPoints = async (api: APIRequestContext) =>
  ((await (await api.get('/api/v2/incentives/wallet')).json()) as { data: { points: number } }).data.points;

/** The cheapest product with no purchase limit and stock to spare. */
async function affordableProduct(api: APIRequestContext, points: number): Promise<ShopItem> {
  const response = await api.get('/api/v2/incentives/shop?limit=100&sort=price&order=asc');
  const { data } = (await response.json()) as { data: ShopItem[] };
  const item = data?.find(
    (candidate) => candidate.purchase_limit === 0 && (candidate.stock_unlimited || candidate.stock >= 2),
  );
  if (!item) throw new Error(`No product to buy in the shop (${response.status()}: ${data?.length} items)`);
  expect(item.price).toBeLessThanOrEqual(points);
  return item;
}

const ownPurchases = async (api: APIRequestContext) =>
  (
    (await (await api.get('/api/v2/incentives/transactions?type=spent&limit=100')).json()) as {
      meta: { total: number };
    }
  ).meta.total;

test('a learner buys a product, sees the points drop in the header and the wallet, and an administrator finds the transaction', async () => {
  const api = await signInAs('learner');
  const before = await walletPoints(api);
  const product = await affordableProduct(api, before);
  const after = before - product.price;

  await page().goto('/incentives');
  await poll(() => page().getByTestId('wallet-summary').textContent()).toContain(format(before));
  // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, not the phone-only short count hidden at this width
  await poll(() => page().getByTestId('points-badge').first().innerText()).toBe(format(before));

  await page().goto(`/incentives/${product.id}`);
  await page().getByRole('heading', { level: 1, name: product.title }).waitFor();
  await page().getByRole('link', { name: 'Buy now' }).click();
  await poll(() => page().getByTestId('points-after').textContent()).toBe(format(after));
  await page().getByRole('button', { name: 'Confirm purchase' }).click();

  await page().waitForURL(/\/incentives\/purchase-success\?transaction=\d+$/);
  const transactionId = Number(new URL(page().url()).searchParams.get('transaction'));
  await poll(() => page().getByTestId('receipt-summary').textContent()).toBe(
    `You spent ${format(product.price)}. You now have ${format(after)}.`,
  );
  // The header badge updates without a reload.
  // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, not the phone-only short count hidden at this width
  await poll(() => page().getByTestId('points-badge').first().innerText()).toBe(format(after));

  await page().getByRole('link', { name: 'Back to the shop' }).click();
  await poll(() => page().getByTestId('wallet-summary').textContent()).toContain(format(after));
  expect(await walletPoints(api)).toBe(after);

  await signInAs('admin');
  await page().goto('/settings/incentives/transactions?type=spent');
  const row = page().locator(`a[href="/settings/incentives/transactions/${transactionId}"]`);
  await row.waitFor();
  await row.click();
  await page()
    .getByRole('heading', {
      level: 1,
      name: `Transaction #${new Intl.NumberFormat('en').format(transactionId)}`,
    })
    .waitFor();
  await poll(() => page().getByTestId('transaction-points').textContent()).toBe(
    `−${new Intl.NumberFormat('en').format(product.price)}`,
  );
  // The product names each row of the purchase's table.
  await poll(() => page().getByRole('rowheader', { name: product.title }).count()).toBe(1);
});

test('double-clicking confirm charges once', async () => {
  const api = await signInAs('learner');
  const before = await walletPoints(api);
  const product = await affordableProduct(api, before);
  const purchasesBefore = await ownPurchases(api);

  await page().goto(`/incentives/${product.id}/purchase`);
  const confirm = page().getByRole('button', { name: 'Confirm purchase' });
  await confirm.waitFor();
  await poll(() => confirm.isEnabled()).toBe(true);
  await confirm.dblclick();
  await page().waitForURL(/\/incentives\/purchase-success/);

  expect(await walletPoints(api)).toBe(before - product.price);
  expect(await ownPurchases(api)).toBe(purchasesBefore + 1);
  // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, not the phone-only short count hidden at this width
  await poll(() => page().getByTestId('points-badge').first().innerText()).toBe(
    format(before - product.price),
  );
});

test.each([
  ['learner', '/dashboard'],
  ['learner', '/incentives'],
  ['admin', '/settings/incentives/shop'],
] as const)(
  "a visit of %s's %s rendered in the browser asks each API URL once, however many parts show the response",
  async (name, path) => {
    await signInAs(name);
    await renderInTheBrowser(page());
    const requested = countApiRequests(page());
    await page().goto(path);
    // The shell has rendered; then its lazily loaded parts (the user menu) and the page's own.
    await page().getByRole('contentinfo').waitFor();
    await page().waitForLoadState('networkidle');
    await expect.poll(() => requested.size).toBeGreaterThan(8);
    const askedAgain = [...requested].filter(([, count]) => count > 1).map(([url]) => url);
    expect(askedAgain).toEqual([]);
  },
);

test('a date filter emptied and typed again at a person’s pace keeps every key it was given', async () => {
  await signInAs('admin');
  await page().goto('/settings/incentives/transactions?from=2030-01-10');
  const from = page().getByRole('textbox', { name: 'From' });
  await poll(() => from.inputValue()).toBe('01/10/2030');
  // Keys lost to the page's own render came and went with the timing: a few rounds show it.
  for (const day of ['12', '20', '15', '28']) {
    await from.press('ControlOrMeta+A');
    await from.press('Backspace');
    await from.pressSequentially(`01/${day}/2030`, { delay: 120 });
    await from.press('Tab');
    expect(await from.inputValue()).toBe(`01/${day}/2030`);
    await poll(() => new URL(page().url()).search).toBe(`?from=2030-01-${day}`);
    // The picker writes the new value's text into the field in the frame after (the caret goes to
    // the end): the next select-all comes after it, as a person's does.
    await page().evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  // Emptied and left, the filter goes.
  await from.press('ControlOrMeta+A');
  await from.press('Backspace');
  await from.press('Tab');
  await poll(() => new URL(page().url()).search).toBe('');
});
