import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type Gate, gateFlags } from '@/api/access';
import { routerContextFor } from '@/api/route-data';
import { type Me, meQueryOptions } from '@/api/session';
import { type AccessFlag, type GeneralSettings, generalSettingsQueryOptions } from '@/api/settings';
import { buildRoutes, type GuardHandle, resolveLazyMatches, appRoutes as routes } from './routes';

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
    const handle = route.handle as GuardHandle | undefined;
    if (handle?.guard === 'user') guards.auth = true;
    if (handle?.guard === 'home') guards.home = true;
    if (handle?.guard === 'gates') {
      const gates = ([] as Gate[]).concat(handle.gates as Gate);
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

/** The arguments React Router gives the loaders of `url`, with `queryClient` in its context. */
const loaderArgs = (url: string, queryClient: QueryClient, waitForData: boolean) => ({
  request: new Request(`http://localhost${url}`),
  url: new URL(`http://localhost${url}`),
  params: {},
  pattern: url,
  context: routerContextFor(queryClient, { waitForData }),
});

describe('resolveLazyMatches', () => {
  it("loads the matched page's module and puts it on its route, so that the router starts with it", async () => {
    const load = vi.fn(async () => ({ Component: EmptyPage }));
    const table = buildRoutes([{ home: true, lazy: load }]);
    await resolveLazyMatches(table, '/');
    expect(load).toHaveBeenCalledOnce();
    const route = (matchRoutes(table, '/') ?? []).at(-1)?.route;
    expect(route?.Component).toBe(EmptyPage);
    expect(route?.lazy).toBeUndefined();
  });

  it('leaves a route whose module failed to load lazy, for the router to load again and show its error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const table = buildRoutes([{ path: 'shop', lazy: load }]);
    await resolveLazyMatches(table, '/shop');
    const route = (matchRoutes(table, '/shop') ?? []).at(-1)?.route;
    expect(typeof route?.lazy).toBe('function');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('leaves the pages of the routes that were not matched alone', async () => {
    const load = vi.fn(async () => ({ Component: EmptyPage }));
    const table = buildRoutes([{ path: 'elsewhere', lazy: load }]);
    await resolveLazyMatches(table, '/user/login');
    expect(load).not.toHaveBeenCalled();
  });
});

describe("a page's loader", () => {
  /** The page route of `/shop`, its module loaded, whose loader resolves when the test says. */
  async function shopRoute() {
    const data = Promise.withResolvers<null>();
    const pageLoader = vi.fn(() => data.promise);
    const table = buildRoutes([
      { path: 'shop', lazy: async () => ({ Component: EmptyPage, loader: pageLoader }) },
    ]);
    await resolveLazyMatches(table, '/shop');
    const route = (matchRoutes(table, '/shop') ?? []).at(-1)?.route;
    const loader = route?.loader as (args: unknown) => Promise<unknown> | unknown;
    return { loader, pageLoader, data };
  }

  it("in the browser starts the page module's loader and lets the page render at once", async () => {
    const { loader, pageLoader } = await shopRoute();
    const queryClient = new QueryClient();
    expect(loader(loaderArgs('/shop', queryClient, false))).toBeNull();
    expect(pageLoader).toHaveBeenCalledOnce();
  });

  it("on the server waits for the page module's loader, so that the page renders with its data", async () => {
    const { loader, pageLoader, data } = await shopRoute();
    let done = false;
    const waiting = Promise.resolve(loader(loaderArgs('/shop', new QueryClient(), true))).then((value) => {
      done = true;
      return value;
    });
    expect(pageLoader).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(done).toBe(false);
    data.resolve(null);
    expect(await waiting).toBeNull();
  });
});

describe('the guards', () => {
  const signedIn = { uid: 2, roles: ['authenticated'], language: 'en' } as unknown as Me;
  const visitor = { roles: ['anonymous'], language: 'en' } as unknown as Me;

  /** A query client that has the given session and settings already. */
  function cached(me: Me, settings: Partial<GeneralSettings> = {}) {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(meQueryOptions().queryKey, me);
    queryClient.setQueryData(generalSettingsQueryOptions().queryKey, settings as GeneralSettings);
    return queryClient;
  }

  /** Where the guards in front of `url` send the user, or null when they let the page render. */
  async function sentTo(url: string, queryClient: QueryClient): Promise<string | null> {
    const matches = matchRoutes(routes, url) ?? [];
    for (const { route } of matches) {
      if (!(route.handle as GuardHandle | undefined)?.guard) continue;
      try {
        for (const middleware of route.middleware ?? [])
          await middleware(loaderArgs(url, queryClient, true) as never, async () => undefined as never);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown.headers.get('Location');
        throw thrown;
      }
    }
    return null;
  }

  it('send a visitor to sign in, with the way back', async () => {
    expect(await sentTo('/user/2/edit?tab=a', cached(visitor))).toBe(
      '/user/login?redirectTo=%2Fuser%2F2%2Fedit%3Ftab%3Da',
    );
  });

  it('let a signed-in user through, and send them to /denied or /not-found by the gates', async () => {
    expect(await sentTo('/user/2/edit', cached(signedIn))).toBeNull();
    expect(await sentTo('/settings/storefront', cached(signedIn, { storefront_manage: false }))).toBe(
      '/denied',
    );
    expect(await sentTo('/storefront', cached(signedIn, { storefront_page: false }))).toBe('/not-found');
    expect(await sentTo('/settings/storefront', cached(signedIn, { storefront_manage: true }))).toBeNull();
  });
});
