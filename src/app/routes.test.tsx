import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Gate, gateFlags } from '@/api/access';
import { keys } from '@/api/keys';
import { type Me, meQueryOptions } from '@/api/session';
import { type AccessFlag, type GeneralSettings, generalSettingsQueryOptions } from '@/api/settings';
import { FeatureGate, HomeGate, RequireAuth } from './guards';
import { buildRoutes, loadAppRoutes, preloadMatches } from './routes';

let routes: RouteObject[];
beforeAll(async () => {
  routes = await loadAppRoutes();
});

interface Guards {
  auth: boolean;
  home: boolean;
  flags: AccessFlag[];
  notFoundFlags: AccessFlag[];
  catchAll: boolean;
}

function guardsOf(url: string): Guards {
  const matches = matchRoutes(routes, url) ?? [];
  const guards: Guards = { auth: false, home: false, flags: [], notFoundFlags: [], catchAll: false };
  for (const { route } of matches) {
    const element = route.element as ReactElement<{ gate?: Gate | readonly Gate[] }> | undefined;
    if (element?.type === RequireAuth) guards.auth = true;
    if (element?.type === HomeGate) guards.home = true;
    if (element?.type === FeatureGate && element.props.gate) {
      const gates = ([] as Gate[]).concat(element.props.gate as Gate);
      guards.flags.push(...gateFlags(gates));
      guards.notFoundFlags.push(...gateFlags(gates.filter((gate) => gate.notFound)));
    }
    if (route.path === '*') guards.catchAll = true;
  }
  return guards;
}

/** docs/product.md §2's table: every route exists (not the catch-all) behind its guards. */
describe('the route table of docs/product.md §2', () => {
  it.each([
    ['/dashboard', []],
    ['/search?s=x', []],
    ['/user', []],
    ['/user/2/edit', []],
    ['/user/logout', []],
    ['/masquerade', []],
  ] as const)('%s is for signed-in users', (url, flags) => {
    const guards = guardsOf(url);
    expect(guards.catchAll).toBe(false);
    expect(guards.auth).toBe(true);
    expect(guards.flags).toEqual(flags);
  });

  it.each(['/user/login', '/not-found', '/denied'])('%s is open to everyone', (url) => {
    const guards = guardsOf(url);
    expect(guards.catchAll).toBe(false);
    expect(guards).toMatchObject({ auth: false, flags: [] });
  });

  it('/ follows the home rules and shows the storefront home', () => {
    const matches = matchRoutes(routes, '/') ?? [];
    expect(guardsOf('/').home).toBe(true);
    expect(matches.at(-1)?.route.index).toBe(true);
  });

  it('unknown paths reach the not-found page', () => {
    expect(guardsOf('/no/such/page').catchAll).toBe(true);
  });

  it.each([
    ['/storefront', ['storefront_page'], ['storefront_page']],
    ['/storefront/search', ['storefront_page'], ['storefront_page']],
    ['/storefront/12', ['storefront_page'], ['storefront_page']],
    ['/incentives', ['incentives_shop_enabled', 'incentives_shop'], ['incentives_shop_enabled']],
    ['/incentives/5', ['incentives_shop_enabled', 'incentives_shop'], ['incentives_shop_enabled']],
    ['/incentives/5/purchase', ['incentives_shop_enabled', 'incentives_shop'], ['incentives_shop_enabled']],
    [
      '/incentives/purchase-success',
      ['incentives_shop_enabled', 'incentives_shop'],
      ['incentives_shop_enabled'],
    ],
    ['/settings/incentives', ['incentives_settings'], []],
    [
      '/settings/incentives/products',
      ['incentives_settings', 'incentives_shop_settings_available'],
      ['incentives_shop_settings_available'],
    ],
    [
      '/settings/incentives/products/create',
      ['incentives_settings', 'incentives_shop_settings_available'],
      ['incentives_shop_settings_available'],
    ],
    [
      '/settings/incentives/products/3/edit',
      ['incentives_settings', 'incentives_shop_settings_available'],
      ['incentives_shop_settings_available'],
    ],
    ['/settings/incentives/schedules', ['incentives_settings'], []],
    ['/settings/incentives/schedules/create', ['incentives_settings'], []],
    ['/settings/incentives/schedules/2/edit', ['incentives_settings'], []],
    ['/settings/incentives/rules', ['incentives_settings'], []],
    ['/settings/incentives/shop', ['incentives_settings', 'incentives_shop_settings_available'], []],
    ['/settings/incentives/transactions', ['incentives_settings', 'incentives_shop_settings_available'], []],
    [
      '/settings/incentives/transactions/7',
      ['incentives_settings', 'incentives_shop_settings_available'],
      [],
    ],
    ['/settings/storefront', ['storefront_manage'], []],
    ['/settings/storefront/appearance', ['storefront_manage'], []],
    ['/settings/storefront/registered', ['storefront_manage'], []],
    ['/settings/storefront/unregistered', ['storefront_manage'], []],
    ['/availability', ['availability_feature_manage_own'], []],
    ['/course-administration/availability', ['availability_feature_manage'], []],
  ] as const)('%s is gated by %j (not-found for %j)', (url, flags, notFoundFlags) => {
    const guards = guardsOf(url);
    expect(guards.catchAll).toBe(false);
    // The storefront area decides itself whether visitors reach its gate (AppRoute.auth).
    if (!url.startsWith('/storefront')) expect(guards.auth).toBe(true);
    expect(guards.flags).toEqual(flags);
    expect(guards.notFoundFlags).toEqual(notFoundFlags);
  });

  it('/leaderboard exists for signed-in users', () => {
    const guards = guardsOf('/leaderboard');
    expect(guards.catchAll).toBe(false);
    expect(guards.auth).toBe(true);
  });
});

const EmptyPage = () => null;

describe('preloadMatches', () => {
  it("starts the matched page's chunk once, and the home's configuration, before anything renders", () => {
    const load = vi.fn(async () => ({ Component: EmptyPage }));
    const table = buildRoutes([{ home: true, lazy: load }]);
    const prefetchQuery = vi.fn(async () => undefined);
    const queryClient = { prefetchQuery } as unknown as QueryClient;
    const matches = matchRoutes(table, '/') ?? [];
    preloadMatches(matches, queryClient);
    preloadMatches(matches, queryClient);
    // The page's loader is shared with the lazy component that renders it: one request.
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetchQuery).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: keys.settings.publicConfig() }),
    );
  });

  it("starts the page's first query in the user's language, beside its chunk", async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(meQueryOptions().queryKey, { uid: 0 } as Me);
    queryClient.setQueryData(generalSettingsQueryOptions().queryKey, {
      current_language: 'fr',
    } as GeneralSettings);
    const prefetch = vi.fn();
    const table = buildRoutes([{ path: 'shop', lazy: async () => ({ Component: EmptyPage }), prefetch }]);
    preloadMatches(matchRoutes(table, '/shop') ?? [], queryClient);
    await vi.waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith(queryClient, { language: 'fr', signedIn: false }),
    );
  });

  it('leaves the pages of the routes that were not matched alone', () => {
    const load = vi.fn(async () => ({ Component: EmptyPage }));
    const table = buildRoutes([{ path: 'elsewhere', lazy: load }]);
    preloadMatches(matchRoutes(table, '/user/login') ?? [], {
      prefetchQuery: vi.fn(async () => undefined),
    } as unknown as QueryClient);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('a page the server rendered', () => {
  it('loads only the chunk when its responses came with it, and says when the chunk is in', async () => {
    let arrive: (module: { Component: typeof EmptyPage }) => void = () => {};
    const load = vi.fn(() => new Promise<{ Component: typeof EmptyPage }>((resolve) => (arrive = resolve)));
    const prefetch = vi.fn();
    const table = buildRoutes([{ path: 'shop', lazy: load, prefetch }]);
    const queryClient = { prefetchQuery: vi.fn(async () => undefined) } as unknown as QueryClient;
    let arrived = false;
    const preloading = preloadMatches(matchRoutes(table, '/shop') ?? [], queryClient, {
      dataIn: true,
    }).then(() => {
      arrived = true;
    });
    await Promise.resolve();
    expect(arrived).toBe(false);
    arrive({ Component: EmptyPage });
    await preloading;
    expect(load).toHaveBeenCalledOnce();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('gives every lazy page a component of its own, so that moving between two pages mounts the second', () => {
    const table = buildRoutes([
      { path: 'a', lazy: async () => ({ Component: EmptyPage }) },
      { path: 'b', lazy: async () => ({ Component: EmptyPage }) },
    ]);
    const pageElement = (url: string) =>
      (matchRoutes(table, url) ?? []).at(-1)?.route.element as ReactElement;
    expect(typeof pageElement('/a').type).toBe('function');
    expect(pageElement('/a').type).not.toBe(pageElement('/b').type);
    // The same route gives the same component each time it is matched.
    expect(pageElement('/a').type).toBe(pageElement('/a').type);
  });
});
