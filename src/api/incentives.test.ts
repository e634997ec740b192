import { createFaker } from '@fixtures/faker';
import {
  makeMembers,
  makeProducts,
  makeRulesSettings,
  makeSchedules,
  makeShopSettings,
  UNAFFORDABLE_PRICE,
} from '@fixtures/incentives';
import { LEARNER_UID } from '@fixtures/users';
import { createMockServer } from '@mocks/node';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  changedProductFields,
  checkout,
  checkoutMutationOptions,
  createProduct,
  deleteProduct,
  getProduct,
  getProducts,
  getShop,
  getShopInfo,
  getShopItem,
  type ProductInput,
  purchaseBlocker,
  updateProduct,
} from './incentives';
import { productSchema } from './incentives.schemas';
import { userRefSchema } from './incentives-common.schemas';
import { getLeaderboard } from './incentives-leaderboard';
import { createSchedule, getSchedules, updateSchedule } from './incentives-schedules';
import { scheduleSchema } from './incentives-schedules.schemas';
import {
  getRulesSettings,
  saveRulesMutationOptions,
  saveShopSettings,
  saveShopSettingsMutationOptions,
} from './incentives-settings';
import { rulesSettingsSchema, shopSettingsSchema } from './incentives-settings.schemas';
import { getTransaction, getTransactions, updateFulfilment } from './incentives-transactions';
import { keys } from './keys';
import { getMe } from './session';
import { getWallet } from './wallet';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

/** A page load: the first response sets the XSRF cookie the client echoes on unsafe calls. */
const { useScenario: startScenario } = mock;
async function signedIn(role: 'learner' | 'administrator' = 'learner') {
  const db = startScenario('default', { role });
  await getMe();
  return db;
}

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

const snapshot = (db: ReturnType<typeof mock.useScenario>) =>
  structuredClone({
    wallet: db.wallet,
    products: db.incentives.products,
    transactions: db.incentives.transactions,
  });

describe('fixtures match the contract', () => {
  it('products, settings, schedules and members validate against their schemas', () => {
    const faker = createFaker();
    for (const product of makeProducts(faker)) expect(productSchema.parse(product)).toEqual(product);
    expect(rulesSettingsSchema.safeParse(makeRulesSettings()).success).toBe(true);
    expect(shopSettingsSchema.safeParse(makeShopSettings()).success).toBe(true);
    for (const schedule of makeSchedules()) scheduleSchema.parse({ ...schedule, next_run: null });
    for (const member of makeMembers(faker)) userRefSchema.parse(member);
  });

  it('the seeded data has the edge cases screens need', () => {
    const products = makeProducts(createFaker());
    expect(products.some((product) => product.title.length > 80)).toBe(true);
    expect(products.some((product) => !product.stock_unlimited && product.stock === 0)).toBe(true);
    expect(products.some((product) => product.price === UNAFFORDABLE_PRICE)).toBe(true);
    expect(products.some((product) => !product.published)).toBe(true);
  });

  it('the learner’s history adds up to the wallet', async () => {
    const db = await signedIn();
    const own = db.incentives.transactions.filter((transaction) => transaction.user.uid === LEARNER_UID);
    expect(own.reduce((sum, transaction) => sum + transaction.points, 0)).toBe(db.wallet.points);
    expect(own.at(-1)?.balance_after).toBe(db.wallet.points);
  });
});

describe('mock responses parse with their schemas (the fetchers validate them)', () => {
  it('as a learner: shop, shop item, shop info, wallet, own transactions, leaderboard', async () => {
    const db = await signedIn();
    const shop = await getShop();
    expect(shop.data.length).toBe(24);
    expect(shop.meta).toMatchObject({ page: 0, limit: 24, isLastPage: false });
    expect(shop.data.every((item) => db.incentives.products.find((p) => p.id === item.id)?.published)).toBe(
      true,
    );
    const first = shop.data[0];
    if (!first) throw new Error('empty shop');
    expect((await getShopItem(first.id)).title).toBe(first.title);
    expect((await getShopInfo()).banner_height).toBeGreaterThan(0);
    expect((await getWallet()).points).toBe(db.wallet.points);
    const transactions = await getTransactions({ uid: 1 });
    expect(transactions.data.every((transaction) => transaction.user.uid === LEARNER_UID)).toBe(true);
    const board = await getLeaderboard({ period: 'year' });
    expect(board.meta.own?.user.uid).toBe(LEARNER_UID);
    const ranks = board.data.map((entry) => entry.rank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('as an administrator: products with filters and sort, rules, schedules, every transaction', async () => {
    await signedIn('administrator');
    const page = await getProducts({ sort: 'price', order: 'desc' });
    expect(page.meta.limit).toBe(25);
    expect(page.data[0]?.price).toBe(UNAFFORDABLE_PRICE);
    // Lowest stock first: what runs out first, an unlimited stock after every counted one.
    const byStock = (await getProducts({ sort: 'stock' })).data;
    const firstUnlimited = byStock.findIndex((product) => product.stock_unlimited);
    expect(firstUnlimited).toBeGreaterThan(0);
    expect(byStock.slice(firstUnlimited).every((product) => product.stock_unlimited)).toBe(true);
    const counted = byStock.slice(0, firstUnlimited).map((product) => product.stock);
    expect(counted).toEqual([...counted].sort((a, b) => a - b));
    const unpublished = await getProducts({ published: false });
    expect(unpublished.data.every((product) => !product.published)).toBe(true);
    const search = await getProducts({ search: 'mountains' });
    expect(search.data).toHaveLength(1);
    expect((await getRulesSettings()).rules.length).toBeGreaterThan(0);
    expect((await getSchedules()).data.length).toBe(3);
    const spent = await getTransactions({ type: 'spent', date_from: '2026-06-01 00:00:00' });
    expect(spent.data.every((t) => t.type === 'spent' && t.created >= '2026-06-01 00:00:00')).toBe(true);
  });

  it('responds with 404 for the shop while it is switched off (shopDisabled, or the shop settings)', async () => {
    startScenario('shopDisabled', { role: 'learner' });
    await getMe();
    expect((await failure(getShop())).status).toBe(404);
    const db = await signedIn();
    db.incentives.shopSettings.enabled = false;
    expect((await failure(getShopItem(1))).status).toBe(404);
  });

  it('refuses learners the admin endpoints and visitors everything', async () => {
    await signedIn();
    expect((await failure(getProducts())).status).toBe(403);
    startScenario('default', { role: 'visitor' });
    expect((await failure(getWallet())).status).toBe(401);
    expect((await failure(getShop())).status).toBe(401);
  });
});

describe('checkout', () => {
  const affordable = (db: ReturnType<typeof mock.useScenario>) => {
    const product = db.incentives.products.find(
      (item) =>
        item.published &&
        !item.stock_unlimited &&
        item.stock > 1 &&
        item.purchase_limit === 0 &&
        item.price <= db.wallet.points,
    );
    if (!product) throw new Error('no affordable product in the seed');
    return product;
  };

  it('deducts points, decrements stock and records a spent transaction; the wallet read shows it', async () => {
    const db = await signedIn();
    const product = affordable(db);
    const before = { points: db.wallet.points, stock: product.stock };
    const result = await checkout({ products: [product.id] });
    expect(result).toMatchObject({ points_spent: product.price, balance: before.points - product.price });
    expect((await getWallet()).points).toBe(before.points - product.price);
    expect((await getShopItem(product.id)).stock).toBe(before.stock - 1);
    const transaction = await getTransaction(result.transaction_id);
    expect(transaction).toMatchObject({
      type: 'spent',
      points: -product.price,
      balance_after: before.points - product.price,
      fulfilment: 'pending',
      user: { uid: LEARNER_UID },
      products: [{ id: product.id, quantity: 1, price: product.price }],
    });
  });

  it('refuses insufficient points with a field message and changes nothing', async () => {
    const db = await signedIn();
    const expensive = db.incentives.products.find((product) => product.price === UNAFFORDABLE_PRICE);
    if (!expensive) throw new Error('seed lacks the expensive product');
    const before = snapshot(db);
    const error = await failure(checkout({ products: [expensive.id] }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors?.points).toMatchObject({
      type: 'server',
      message: expect.stringContaining('Not enough points'),
    });
    expect(snapshot(db)).toEqual(before);
  });

  it('refuses sold-out stock with a message on that product and changes nothing', async () => {
    const db = await signedIn();
    const soldOut = db.incentives.products.find((product) => !product.stock_unlimited && product.stock === 0);
    if (!soldOut) throw new Error('seed lacks the sold-out product');
    const ok = affordable(db);
    const before = snapshot(db);
    const error = await failure(checkout({ products: [ok.id, soldOut.id] }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({
      products: { 1: { type: 'server', message: `“${soldOut.title}” is sold out.` } },
    });
    expect(snapshot(db)).toEqual(before);
  });

  it('enforces the per-user purchase limit', async () => {
    const db = await signedIn();
    db.wallet.points = 10_000;
    const limited = db.incentives.products.find((product) => product.title === 'Sticker pack');
    if (!limited) throw new Error('seed lacks the limited product');
    db.incentives.transactions = db.incentives.transactions.filter(
      (transaction) => !transaction.products.some((line) => line.id === limited.id),
    );
    await checkout({ products: [limited.id] });
    expect(purchaseBlocker(await getShopItem(limited.id), 10_000)).toBe('limit_reached');
    const error = await failure(checkout({ products: [limited.id] }));
    expect(error.fieldErrors?.products).toBeDefined();
  });

  it('two concurrent checkouts are two purchases, and the server state stays consistent', async () => {
    const db = await signedIn();
    const tote = db.incentives.products.find((product) => product.title === 'Reusable tote bag');
    if (!tote) throw new Error('seed lacks the tote bag');
    db.wallet.points = 1000;
    tote.stock = 1;
    const results = await Promise.allSettled([
      checkout({ products: [tote.id] }),
      checkout({ products: [tote.id] }),
    ]);
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    expect(fulfilled).toHaveLength(1);
    expect(db.incentives.products.find((product) => product.id === tote.id)?.stock).toBe(0);
    expect(db.wallet.points).toBe(1000 - tote.price);
    const purchases = db.incentives.transactions.filter(
      (transaction) =>
        transaction.type === 'spent' &&
        transaction.products.some((line) => line.id === tote.id) &&
        transaction.created > '2026-11-02',
    );
    expect(purchases).toHaveLength(1);
    // With stock to spare both go through, each charged once.
    tote.stock = 5;
    const both = await Promise.all([checkout({ products: [tote.id] }), checkout({ products: [tote.id] })]);
    expect(both.map((result) => result.balance).sort((a, b) => b - a)).toEqual([
      1000 - 2 * tote.price,
      1000 - 3 * tote.price,
    ]);
    expect(db.wallet.points).toBe(1000 - 3 * tote.price);
  });

  it('a repeated Idempotency-Key returns the first purchase again and charges once', async () => {
    const db = await signedIn();
    const product = affordable(db);
    const before = snapshot(db);
    const first = await checkout({ products: [product.id] }, 'attempt-1');
    // The retry of an attempt whose response was lost.
    expect(await checkout({ products: [product.id] }, 'attempt-1')).toEqual(first);
    expect(db.wallet.points).toBe(before.wallet.points - product.price);
    expect(db.incentives.transactions).toHaveLength(before.transactions.length + 1);
    // The same key for another order is refused; a new key is a new purchase.
    expect((await failure(checkout({ products: [product.id, product.id] }, 'attempt-1'))).status).toBe(422);
    const second = await checkout({ products: [product.id] });
    expect(second.transaction_id).not.toBe(first.transaction_id);
    expect(db.wallet.points).toBe(before.wallet.points - 2 * product.price);
  });

  it('its mutation options invalidate shop items, shop list and wallet', async () => {
    const db = await signedIn();
    const queryClient = new QueryClient();
    const product = affordable(db);
    queryClient.setQueryData(keys.incentives.wallet(), { points: db.wallet.points });
    queryClient.setQueryData(keys.incentives.shopList({}), { stale: false });
    queryClient.setQueryData(keys.incentives.shopItem(product.id), { stale: false });
    queryClient.setQueryData(keys.incentives.shopInfo(), { untouched: true });
    const options = checkoutMutationOptions(queryClient);
    const result = await options.mutationFn?.({ products: [product.id] }, {} as never);
    await options.onSuccess?.(result as never, { products: [product.id] }, undefined, {} as never);
    const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(state(keys.incentives.shopList({}))).toBe(true);
    expect(state(keys.incentives.shopItem(product.id))).toBe(true);
    expect(state(keys.incentives.wallet())).toBe(true);
    expect(state(keys.incentives.shopInfo())).toBe(false);
    expect(queryClient.getQueryData(keys.incentives.wallet())).toEqual({ points: result?.balance });
  });
});

describe('products (admin)', () => {
  const input: ProductInput = {
    title: 'Desk lamp',
    description: '<p>Warm light</p>',
    price: 300,
    stock_unlimited: false,
    stock: 4,
    purchase_limit: 1,
    published: true,
    categories: [3],
    organizations: [],
  };

  it('create, update (only changed fields, image upload) and delete persist', async () => {
    const db = await signedIn('administrator');
    const created = await createProduct(input);
    expect(created).toMatchObject({ ...input, image: null });
    expect(await getProduct(created.id)).toEqual(created);

    const image = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    const changes = changedProductFields(created, { ...input, price: 350, categories: [], image });
    expect(Object.keys(changes).sort()).toEqual(['categories', 'image', 'price']);
    const updated = await updateProduct(created.id, changes);
    expect(updated).toMatchObject({ price: 350, categories: [], title: 'Desk lamp', stock: 4 });
    expect(updated.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(db.incentives.products.find((product) => product.id === created.id)?.price).toBe(350);

    const removed = await updateProduct(
      created.id,
      changedProductFields(updated, { ...input, price: 350, categories: [], image: null }),
    );
    expect(removed.image).toBeNull();

    // The form's way: the URL an upload returned travels as text and is stored as it is.
    const byUrl = await updateProduct(
      created.id,
      changedProductFields(removed, { ...input, price: 350, categories: [], image: '/api/v2/files/f7' }),
    );
    expect(byUrl.image).toBe('/api/v2/files/f7');
    const refused = await failure(updateProduct(created.id, { image: 'javascript:alert(1)' }));
    expect(refused.status).toBe(400);

    await deleteProduct(created.id);
    expect((await failure(getProduct(created.id))).status).toBe(404);
    // Sent again, as after a lost response: it is gone, which is what was asked for.
    await expect(deleteProduct(created.id)).resolves.toBeUndefined();
  });

  it('a create sent again with its Idempotency-Key creates one product, even while the first is in flight', async () => {
    const db = await signedIn('administrator');
    const before = db.incentives.products.length;
    const [first, concurrent] = await Promise.all([
      createProduct(input, 'lamp-1'),
      createProduct(input, 'lamp-1'),
    ]);
    expect(concurrent).toEqual(first);
    expect(await createProduct(input, 'lamp-1')).toEqual(first);
    expect(db.incentives.products).toHaveLength(before + 1);
    // Other fields with that key are another request: refused, nothing created.
    expect((await failure(createProduct({ ...input, price: 1 }, 'lamp-1'))).status).toBe(422);
    // A refused create keeps nothing: corrected, the same key creates it.
    expect((await failure(createProduct({ ...input, title: ' ' }, 'lamp-2'))).status).toBe(400);
    expect((await createProduct({ ...input, title: 'Floor lamp' }, 'lamp-2')).title).toBe('Floor lamp');
    expect(db.incentives.products).toHaveLength(before + 2);
  });

  it('responds to invalid input with field messages', async () => {
    await signedIn('administrator');
    const error = await failure(createProduct({ ...input, title: '  ', price: -1 }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toMatchObject({ title: { type: 'server' }, price: { type: 'server' } });
  });
});

describe('settings saves', () => {
  it('rules: success merges the returned data into the cache', async () => {
    const db = await signedIn('administrator');
    const queryClient = new QueryClient();
    const current = await getRulesSettings();
    queryClient.setQueryData(keys.incentives.rules(), current);
    const next = {
      ...current,
      leaderboard_enabled: false,
      rules: current.rules.map((rule) => ({ ...rule, points: rule.points + 1 })),
    };
    const options = saveRulesMutationOptions(queryClient);
    const saved = await options.mutationFn?.(next, {} as never);
    options.onSuccess?.(saved as never, next, undefined, {} as never);
    expect(queryClient.getQueryData(keys.incentives.rules())).toEqual(next);
    expect(db.incentives.rulesSettings).toEqual(next);
    expect(db.platform.siteSettings.incentives_leaderboard).toBe(false);
  });

  it('rules: a server refusal maps the bracket path and marks the cache stale', async () => {
    await signedIn('administrator');
    const queryClient = new QueryClient();
    const current = await getRulesSettings();
    queryClient.setQueryData(keys.incentives.rules(), current);
    const bad = {
      ...current,
      rules: current.rules.map((rule, index) => (index === 1 ? { ...rule, points: 999_999 } : rule)),
    };
    const options = saveRulesMutationOptions(queryClient);
    const error = await failure(Promise.resolve(options.mutationFn?.(bad, {} as never)));
    expect(error.fieldErrors).toEqual({
      rules: { 1: { points: { type: 'server', message: expect.any(String) } } },
    });
    await options.onError?.(error, bad, undefined, {} as never);
    expect(queryClient.getQueryState(keys.incentives.rules())?.isInvalidated).toBe(true);
  });

  it('shop settings: the banner and banner_height of the shop page update too', async () => {
    const db = await signedIn('administrator');
    const queryClient = new QueryClient();
    queryClient.setQueryData(keys.incentives.shopInfo(), await getShopInfo());
    const options = saveShopSettingsMutationOptions(queryClient);
    const values = { ...db.incentives.shopSettings, banner: null, banner_height: 320 };
    const saved = await options.mutationFn?.(values, {} as never);
    options.onSuccess?.(saved as never, values, undefined, {} as never);
    expect(queryClient.getQueryData(keys.incentives.shopInfo())).toMatchObject({
      banner: null,
      banner_height: 320,
    });
    expect(db.incentives.shopSettings.banner_height).toBe(320);
    const error = await failure(saveShopSettings({ ...values, banner_height: 5 }));
    expect(error.fieldErrors?.banner_height).toBeDefined();
  });

  it('a 500 on save marks the shop settings stale so they are refetched', async () => {
    await signedIn('administrator');
    const queryClient = new QueryClient();
    queryClient.setQueryData(keys.incentives.shopSettings(), makeShopSettings());
    mock.server.use(
      http.post('*/api/v2/settings/incentives/shop', () => HttpResponse.json({}, { status: 500 })),
    );
    const options = saveShopSettingsMutationOptions(queryClient);
    const values = { ...makeShopSettings(), banner: undefined };
    const error = await failure(Promise.resolve(options.mutationFn?.(values, {} as never)));
    expect(error.status).toBe(500);
    await options.onError?.(error, values, undefined, {} as never);
    expect(queryClient.getQueryState(keys.incentives.shopSettings())?.isInvalidated).toBe(true);
  });
});

describe('expiry schedules', () => {
  it('create and update persist; the frequency’s fields are required', async () => {
    const db = await signedIn('administrator');
    const created = await createSchedule({
      name: 'Spring clean',
      active: true,
      frequency: 'once',
      date: '2027-04-01',
      month: null,
      day: null,
      older_than_days: 180,
      warning_days: 10,
    });
    expect(created).toMatchObject({ name: 'Spring clean', next_run: '2027-04-01 00:00:00' });
    const updated = await updateSchedule(created.id, { frequency: 'monthly', day: 15 });
    expect(updated).toMatchObject({
      frequency: 'monthly',
      day: 15,
      date: null,
      next_run: '2026-11-15 00:00:00',
    });
    expect(db.incentives.schedules.find((schedule) => schedule.id === created.id)?.day).toBe(15);
    const error = await failure(updateSchedule(created.id, { frequency: 'yearly', month: null }));
    expect(error.fieldErrors?.month).toMatchObject({ message: 'Choose the month.' });
  });

  it('refuses a day the chosen month never has, and a one-off date that would never run', async () => {
    await signedIn('administrator');
    const base = {
      name: 'Never',
      active: true,
      older_than_days: 180,
      warning_days: 10,
    } as const;
    const february = await failure(
      createSchedule({ ...base, frequency: 'yearly', date: null, month: 2, day: 31 }),
    );
    expect(february.fieldErrors?.day).toMatchObject({ message: 'Choose a day from 1 to 29.' });
    const april = await failure(
      createSchedule({ ...base, frequency: 'yearly', date: null, month: 4, day: 31 }),
    );
    expect(april.fieldErrors?.day).toMatchObject({ message: 'Choose a day from 1 to 30.' });
    const december = await failure(
      createSchedule({ ...base, frequency: 'yearly', date: null, month: 12, day: 40 }),
    );
    // Beyond any month: the field's own bound refuses it, not a shorter month's rule.
    expect(december.fieldErrors?.day).toMatchObject({ message: 'Enter a valid value.' });
    // The mock's today is 2026-11-02 (REFERENCE_NOW): a one-off on that day has already gone by.
    for (const date of ['2020-01-01', '2026-11-02']) {
      const past = await failure(
        createSchedule({ ...base, frequency: 'once', date, month: null, day: null }),
      );
      expect(past.fieldErrors?.date).toMatchObject({ message: 'Choose a date after today.' });
    }
    const leap = await createSchedule({ ...base, frequency: 'yearly', date: null, month: 2, day: 29 });
    // Days 29 to 31 run on the last day of shorter months.
    expect(leap.next_run).toBe('2027-02-28 00:00:00');
  });
});

describe('leaderboard', () => {
  it('ranks by points earned in the period, ties sharing a rank, and disappears when switched off', async () => {
    const db = await signedIn();
    const year = await getLeaderboard({ period: 'year' });
    const all = await getLeaderboard({ period: 'all' });
    expect(all.meta.period).toBe('all');
    expect((all.data[0]?.points ?? 0) >= (year.data[0]?.points ?? 0)).toBe(true);
    year.data.forEach((entry, index) => {
      const previous = year.data[index - 1];
      if (previous) expect(entry.rank).toBe(entry.points === previous.points ? previous.rank : index + 1);
    });
    db.platform.siteSettings.incentives_leaderboard = false;
    expect((await failure(getLeaderboard())).status).toBe(404);
  });
});

describe('transactions', () => {
  it('fulfilment of a purchase can be set by an administrator', async () => {
    const db = await signedIn('administrator');
    const purchase = db.incentives.transactions.find((transaction) => transaction.type === 'spent');
    if (!purchase) throw new Error('no purchase in the seed');
    expect((await updateFulfilment(purchase.id, 'fulfilled')).fulfilment).toBe('fulfilled');
    const earned = db.incentives.transactions.find((transaction) => transaction.type === 'earned');
    if (!earned) throw new Error('no earned transaction');
    expect((await failure(updateFulfilment(earned.id, 'fulfilled'))).status).toBe(400);
  });

  it('pages 25 at a time, newest first', async () => {
    await signedIn('administrator');
    const first = await getTransactions();
    const second = await getTransactions({ page: 1 });
    expect(first.data).toHaveLength(25);
    expect((first.data.at(-1)?.id ?? 0) > (second.data[0]?.id ?? 0)).toBe(true);
  });
});
