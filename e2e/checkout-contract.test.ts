import { expect, inject, test } from 'vitest';
import { checkoutResponseSchema, shopListResponseSchema } from '@/api/incentives.schemas';
import { transactionListResponseSchema } from '@/api/incentives-transactions.schemas';
import { walletSchema } from '@/api/wallet.schemas';

/**
 * The checkout of docs/product.md §7 against exactly what `npm start` serves (the
 * production server in front of the mock API), the way a browser talks to it:
 * session and XSRF cookies, form-encoded bodies, the X-XSRF-TOKEN header.
 */
const baseUrl = inject('baseUrl');

function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

async function signInAsLearner() {
  const jar: Record<string, string> = cookiesOf(await fetch(`${baseUrl}/api/v2/me`));
  const token = jar['XSRF-TOKEN'] ?? '';
  const login = await fetch(`${baseUrl}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': token },
    body: new URLSearchParams({ name: 'learner', pass: 'learner' }),
  });
  expect(login.status).toBe(200);
  Object.assign(jar, cookiesOf(login));
  const headers = () => ({
    Accept: 'application/json',
    Cookie: Object.entries(jar)
      .map(([key, value]) => `${key}=${value}`)
      .join('; '),
    'X-XSRF-TOKEN': token,
  });
  return {
    get: (path: string) => fetch(`${baseUrl}/api/v2/${path}`, { headers: headers() }),
    post: (path: string, body: URLSearchParams) =>
      fetch(`${baseUrl}/api/v2/${path}`, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body,
      }),
  };
}

const points = async (session: Awaited<ReturnType<typeof signInAsLearner>>) =>
  walletSchema.parse(await (await session.get('incentives/wallet')).json()).data.points;

test('a checkout takes the points: the wallet read after it shows the new balance', async () => {
  const session = await signInAsLearner();
  const before = await points(session);
  const shop = shopListResponseSchema.parse(
    await (await session.get('incentives/shop?limit=24&sort=price&order=asc')).json(),
  );
  const item = shop.data.find(
    (candidate) =>
      candidate.price > 0 &&
      candidate.price <= before &&
      (candidate.stock_unlimited || candidate.stock > 0) &&
      (candidate.purchase_limit === 0 || candidate.purchased < candidate.purchase_limit),
  );
  if (!item) throw new Error('the seeded shop has nothing the learner can afford');

  const response = await session.post(
    'incentives/shop_checkout',
    new URLSearchParams([['products[]', String(item.id)]]),
  );
  expect(response.status).toBe(200);
  const result = checkoutResponseSchema.parse(await response.json()).data;
  expect(result).toMatchObject({ points_spent: item.price, balance: before - item.price });

  expect(await points(session)).toBe(before - item.price);
  const history = transactionListResponseSchema.parse(
    await (await session.get('incentives/transactions')).json(),
  );
  expect(history.data[0]).toMatchObject({
    id: result.transaction_id,
    type: 'spent',
    points: -item.price,
    balance_after: before - item.price,
  });
});

test('a checkout the learner cannot afford is refused with field messages and takes nothing', async () => {
  const session = await signInAsLearner();
  const before = await points(session);
  const shop = shopListResponseSchema.parse(
    await (await session.get('incentives/shop?limit=24&sort=price&order=desc')).json(),
  );
  const tooExpensive = shop.data.find((candidate) => candidate.price > before && candidate.stock > 0);
  if (!tooExpensive) throw new Error('the seeded shop lacks an unaffordable product');
  const response = await session.post(
    'incentives/shop_checkout',
    new URLSearchParams([['products[]', String(tooExpensive.id)]]),
  );
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    messages: [{ path: 'points', message: expect.any(String) }],
  });
  expect(await points(session)).toBe(before);
});
