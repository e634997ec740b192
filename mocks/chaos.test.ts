import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@/api/idempotency';
import { createAppServer } from '../server/app';
import { CHAOS_HEADER, type ChaosFate, chaosFate } from './chaos';
import { XSRF_HEADER } from './handlers/http';
import { getMockDb } from './runtime';
import { createMockApi } from './server/mock-api';
import { listenMockApi } from './server/mock-api-server';

const CHECKOUT = 'POST /api/v2/incentives/shop_checkout';

/** The first seed whose fates of the first calls of `call` pass `test`. */
function seedWhere(call: string, test: (fates: ChaosFate['kind'][]) => boolean, calls = 1): number {
  for (let seed = 1; seed < 100_000; seed++) {
    const fates = Array.from({ length: calls }, (_, index) => chaosFate(seed, call, index + 1).kind);
    if (test(fates)) return seed;
  }
  throw new Error(`no seed fits ${call}`);
}

describe('chaosFate', () => {
  it('is the same for the same seed, call and occurrence, and differs across seeds', () => {
    const fates = (seed: number) =>
      Array.from({ length: 200 }, (_, index) => chaosFate(seed, 'GET /api/v2/me', index + 1));
    expect(fates(7)).toEqual(fates(7));
    expect(fates(7)).not.toEqual(fates(8));
  });

  it('fails about a quarter of the calls, each way, and slows about one in seven', () => {
    const counts = new Map<string, number>();
    const total = 20_000;
    for (let index = 1; index <= total; index++) {
      const { kind } = chaosFate(42, `GET /api/v2/trainings?page=${index % 50}`, index);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    const share = (kind: ChaosFate['kind']) => (counts.get(kind) ?? 0) / total;
    expect(share('ok')).toBeCloseTo(0.63, 1);
    expect(share('slow')).toBeCloseTo(0.15, 1);
    for (const kind of ['error', 'drop', 'errorAfter', 'dropAfter'] as const) {
      expect(share(kind)).toBeGreaterThan(0.02);
      expect(share(kind)).toBeLessThan(0.1);
    }
  });
});

describe('the chaos scenario', () => {
  /** The mock API's request handler in the chaos scenario, signed in as the learner (or `role`). */
  function learnerApi(seed: number, role: 'learner' | 'administrator' = 'learner') {
    const mock = createMockApi({ scenario: 'chaos', seed, role });
    const db = getMockDb();
    const send = (
      method: string,
      path: string,
      init: { headers?: Record<string, string>; body?: string } = {},
    ) =>
      mock.handle(
        new Request(`http://localhost/api/v2/${path}`, {
          method,
          body: init.body,
          headers: {
            Accept: 'application/json',
            [XSRF_HEADER]: db.platform.xsrfToken,
            ...(init.body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
            ...init.headers,
          },
        }),
      );
    const product = db.incentives.products.find(
      (item) =>
        item.published && item.stock_unlimited && item.purchase_limit === 0 && item.price <= db.wallet.points,
    );
    if (!product) throw new Error('no product the learner can buy twice');
    return { db, send, product };
  }

  it('takes the points and then loses the response; a retry with the same key gets the response, not a second charge', async () => {
    const seed = seedWhere(CHECKOUT, ([first]) => first === 'dropAfter');
    const { db, send, product } = learnerApi(seed);
    const before = db.wallet.points;
    const purchases = db.incentives.transactions.length;
    const buy = () =>
      send('POST', 'incentives/shop_checkout', {
        body: `products[]=${product.id}`,
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'attempt-1' },
      });

    expect((await buy()).type).toBe('error');
    expect(db.wallet.points).toBe(before - product.price);

    // What a user does after "Something went wrong, please try again.": confirm again, until it goes through.
    let response = await buy();
    for (let attempt = 0; attempt < 20 && (response.type === 'error' || response.status >= 500); attempt++) {
      response = await buy();
    }
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { transaction_id: number; balance: number } };
    expect(data.balance).toBe(before - product.price);
    expect(db.wallet.points).toBe(before - product.price);
    expect(db.incentives.transactions).toHaveLength(purchases + 1);
    expect(db.incentives.transactions.at(-1)?.id).toBe(data.transaction_id);
  });

  it('creates a product once when the create whose response was lost is sent again with its key', async () => {
    const seed = seedWhere('POST /api/v2/incentives/products', ([first]) => first === 'dropAfter');
    const { db, send } = learnerApi(seed, 'administrator');
    const before = db.incentives.products.length;
    const create = () =>
      send('POST', 'incentives/products', {
        body: 'title=Desk%20lamp&price=300&stock_unlimited=1&purchase_limit=0&published=1',
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'lamp-1' },
      });

    expect((await create()).type).toBe('error');
    expect(db.incentives.products).toHaveLength(before + 1);
    let response = await create();
    for (let attempt = 0; attempt < 20 && (response.type === 'error' || response.status >= 500); attempt++) {
      response = await create();
    }
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: number } };
    expect(db.incentives.products).toHaveLength(before + 1);
    expect(db.incentives.products.at(-1)?.id).toBe(data.id);
  });

  it('leaves a request marked X-Mock-Chaos: off alone, and replays the same failures for the same seed', async () => {
    // Dropped first, and no slow call to wait for.
    const calls = 12;
    const seed = seedWhere(
      'GET /api/v2/incentives/wallet',
      (fates) => fates[0] === 'drop' && !fates.includes('slow'),
      calls,
    );
    const outcome = async () => {
      const { send } = learnerApi(seed);
      const statuses: (number | string)[] = [];
      for (let index = 0; index < calls; index++) {
        const response = await send('GET', 'incentives/wallet');
        statuses.push(response.type === 'error' ? 'dropped' : response.status);
      }
      expect((await send('GET', 'incentives/wallet', { headers: { [CHAOS_HEADER]: 'off' } })).status).toBe(
        200,
      );
      return statuses;
    };
    const first = await outcome();
    expect(first[0]).toBe('dropped');
    expect(first).toContain(200);
    expect(await outcome()).toEqual(first);
  });

  it('has the mock API drop the connection for a network error, which the server turns into a 5xx response', async () => {
    // Dropped twice: once asked directly, once through the server.
    const seed = seedWhere('GET /api/v2/me', (fates) => fates.every((fate) => fate === 'drop'), 2);
    const mock = await listenMockApi({ scenario: 'chaos', seed, port: 0 });
    const dist = mkdtempSync(join(tmpdir(), 'chaos-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html lang="en" dir="ltr"><title>app</title><div id="root"><div>…</div></div></html>',
    );
    const server = await createAppServer({ distDir: dist, apiUrl: mock.origin });
    const origin = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(mock.scenario).toBe('chaos');
      await expect(fetch(`${mock.origin}/api/v2/me`)).rejects.toThrow(TypeError);
      // The user still gets a response: the server stands between the browser and the dropped connection.
      const response = await fetch(`${origin}/api/v2/me`);
      await response.arrayBuffer();
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(response.status).toBeLessThan(600);
    } finally {
      await server.close();
      await mock.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
