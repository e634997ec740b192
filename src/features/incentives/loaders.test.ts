import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkoutMutationOptions,
  productQueryOptions,
  productsQueryOptions,
  shopInfoQueryOptions,
  shopItemQueryOptions,
  shopQueryOptions,
} from '@/api/incentives';
import { leaderboardQueryOptions } from '@/api/incentives-leaderboard';
import { scheduleQueryOptions, schedulesQueryOptions } from '@/api/incentives-schedules';
import { rulesSettingsQueryOptions, shopSettingsQueryOptions } from '@/api/incentives-settings';
import { transactionQueryOptions, transactionsQueryOptions } from '@/api/incentives-transactions';
import { organizationsQueryOptions } from '@/api/organizations';
import { vocabulariesQueryOptions } from '@/api/taxonomy';
import { allUsersQueryOptions } from '@/api/users';
import { walletQueryOptions } from '@/api/wallet';
import { keysLoadedFor as loadedKeys } from '@/testing/loaders';
import { routes as incentivesRoutes } from './routes';

/** The query keys the loader of the page at `url` starts, its requests left unsent. */
const keysLoadedFor = (url: string, queryClient?: QueryClient) =>
  loadedKeys(incentivesRoutes, url, queryClient);

const lazyPages = (routes: readonly RouteObject[]): (() => Promise<unknown>)[] =>
  routes.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : []),
    ...lazyPages(route.children ?? []),
  ]);

// The pages' modules take a while to import on a busy machine: once, before the first test's clock starts.
beforeAll(() => Promise.all(lazyPages(incentivesRoutes as RouteObject[]).map((load) => load())), 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('incentives page loaders', () => {
  it.each<[string, QueryKey[]]>([
    [
      '/incentives?search=mug&sort=price_asc&page=3',
      [
        shopInfoQueryOptions().queryKey,
        shopQueryOptions({ sort: 'price', order: 'asc', page: 2, search: 'mug' }).queryKey,
        walletQueryOptions().queryKey,
      ],
    ],
    ['/incentives/7', [shopItemQueryOptions(7).queryKey, walletQueryOptions().queryKey]],
    ['/incentives/7/purchase', [shopItemQueryOptions(7).queryKey, walletQueryOptions().queryKey]],
    ['/incentives/purchase-success?transaction=12', [transactionQueryOptions(12).queryKey]],
    ['/leaderboard?period=year&page=2', [leaderboardQueryOptions({ period: 'year', page: 1 }).queryKey]],
    ['/leaderboard?period=decade', [leaderboardQueryOptions({ period: 'month', page: 0 }).queryKey]],
    [
      '/settings/incentives/products?status=unpublished&sort=stock',
      [productsQueryOptions({ sort: 'stock', order: 'asc', page: 0, published: false }).queryKey],
    ],
    [
      '/settings/incentives/products/3/edit',
      [
        productQueryOptions(3).queryKey,
        organizationsQueryOptions().queryKey,
        vocabulariesQueryOptions().queryKey,
      ],
    ],
    [
      '/settings/incentives/products/create',
      [organizationsQueryOptions().queryKey, vocabulariesQueryOptions().queryKey],
    ],
    ['/settings/incentives/schedules?page=2', [schedulesQueryOptions({ page: 1 }).queryKey]],
    ['/settings/incentives/schedules/4/edit', [scheduleQueryOptions(4).queryKey]],
    ['/settings/incentives/rules', [rulesSettingsQueryOptions().queryKey]],
    ['/settings/incentives/shop', [shopSettingsQueryOptions().queryKey]],
    [
      '/settings/incentives/transactions?uid=5&type=spent&from=2026-01-01',
      [
        transactionsQueryOptions({ page: 0, uid: 5, type: 'spent', date_from: '2026-01-01 00:00:00' })
          .queryKey,
        allUsersQueryOptions().queryKey,
      ],
    ],
    ['/settings/incentives/transactions/9', [transactionQueryOptions(9).queryKey]],
  ])('%s starts the queries its page is first rendered with', async (url, expected) => {
    expect(await keysLoadedFor(url)).toEqual(expected);
  });

  it.each([
    '/incentives/leaderboard',
    '/incentives/abc/purchase',
    '/incentives/purchase-success',
    '/settings/incentives/transactions/x',
  ])('%s, a not-found id or no receipt to fetch, starts nothing', async (url) => {
    expect(await keysLoadedFor(url)).toEqual([]);
  });

  it("leaves the receipt alone right after this browser's checkout: it comes in the navigation's state", async () => {
    const queryClient = new QueryClient();
    const result = {
      transaction_id: 12,
      points_spent: 50,
      balance: 10,
      products: [{ id: 7, title: 'Mug', quantity: 1, price: 50 }],
    };
    await queryClient
      .getMutationCache()
      .build(queryClient, { ...checkoutMutationOptions(queryClient), mutationFn: async () => result })
      .execute({ products: [7] });
    expect(await keysLoadedFor('/incentives/purchase-success?transaction=12', queryClient)).toEqual([]);
    expect(await keysLoadedFor('/incentives/purchase-success?transaction=13', queryClient)).toEqual([
      transactionQueryOptions(13).queryKey,
    ]);
  });
});
