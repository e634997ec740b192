import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { RouteObject } from 'react-router';
import type { AppRoute } from '@/api/access';
import { publicConfigQueryOptions } from '@/api/settings';
import { preloadDashboardLists } from '@/features/dashboard';
import { PointsBadge } from '@/features/incentives';
import { MasqueradeBanner } from '@/features/masquerade';
import { AppShell, RouteError, type ShellSlots } from '@/features/shell';
import { nextTask } from '@/lib/next-task';
import { unlessLeaving } from '@/lib/unless-leaving';
import { LoadingOverlay } from '@/ui/LoadingOverlay';
import { currentUserOf } from '@/api/route-data';
import { FeatureGate, HomeGate, RequireAuth } from './guards';
import { PagePending } from './PagePending';

/**
 * The route table of docs/product.md §2, used by the production entry (browser router)
 * and by page stories (memory router, `src/testing/page-decorator.tsx`).
 *
 * Areas mount themselves: every `src/features/<area>/routes.tsx` that exports
 * an array of `AppRoute`s (any export name) is picked up here — do not add area
 * routes to this file. Those modules are part of the entry (they hold a few lines of data each;
 * as chunks of their own they cost a round trip before the first render); their pages load on
 * navigation. Declare access as data on the route: `auth: true`
 * (signed-in only), `gate: { flags, notFound? }` or a list of gates (checked in
 * order; a gate implies `auth` unless `auth: false`), `home: true` for the
 * visitor home page mounted at `/`. Load pages with `lazy` so each area is its
 * own chunk.
 */
const areaModules = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>('../features/*/routes.tsx', { eager: true })).map(
    ([path, module]) => [path, async () => module],
  ),
);

const isRouteLike = (value: unknown): value is AppRoute =>
  typeof value === 'object' &&
  value !== null &&
  ('path' in value || 'index' in value || 'children' in value || 'lazy' in value);

/** Every exported array of routes of the given area modules. */
export function discoverAreaRoutes(modules: Record<string, unknown>[]): AppRoute[] {
  return modules.flatMap((module) =>
    Object.values(module).flatMap((value) =>
      Array.isArray(value) && value.length > 0 && value.every(isRouteLike) ? value : [],
    ),
  );
}

/** Loads the areas' route modules; one that fails to load is logged and left out, the rest still works. */
export async function loadAreaRoutes(loaders = areaModules): Promise<AppRoute[]> {
  const modules = await Promise.all(
    Object.entries(loaders).map(async ([path, load]) => {
      try {
        return await load();
      } catch (error) {
        console.error(`The routes of ${path} could not be loaded`, error);
        return {};
      }
    }),
  );
  return discoverAreaRoutes(modules);
}

/**
 * A page declared with `lazy` is rendered through React.lazy: the router renders the shell at once
 * and the page's chunk loads beside the shell's first API calls, instead of the router holding
 * the whole screen until the chunk has arrived (docs/performance.md). A chunk that fails to load
 * throws into the route's error element, as before.
 */
function lazyPage(
  route: Omit<AppRoute, 'children' | 'index'>,
): Omit<AppRoute, 'children' | 'index' | 'prefetch'> {
  const { lazy: load, prefetch, ...rest } = route;
  if (typeof load !== 'function') return rest;
  let loading: ReturnType<typeof load> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () => {
    // A chunk the browser stopped because the user is leaving shows no error (src/lib/unless-leaving.ts).
    loading ??= unlessLeaving(load).then((module) => {
      loaded = module.Component ?? undefined;
      return module;
    });
    return loading;
  };
  const Page = lazy(async () => {
    const { Component } = await loadOnce();
    if (!Component) throw new Error('A lazy route must resolve to { Component }.');
    // The chunk's modules were evaluated in the task that loaded them; the page renders in the next,
    // not in the same long task (docs/performance.md, "Long tasks").
    await nextTask();
    return { default: Component };
  });

  /**
   * A page whose chunk has arrived renders at once, without suspending: a page the server rendered is
   * hydrated in one go once its chunk is in (src/main.tsx). Each mount keeps its first choice, so a
   * page rendered through the lazy wrapper is never swapped for a fresh copy of itself. A component of
   * its own per route: two routes' pages in the same place are two components, never one reused.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route as the table is built, never in a render.
  function RoutePage() {
    const [Loaded] = useState(() => loaded);
    return <Suspense fallback={<PagePending />}>{Loaded ? <Loaded /> : <Page />}</Suspense>;
  }

  return {
    ...rest,
    handle: {
      ...rest.handle,
      preload: (queryClient: QueryClient, { dataIn = false } = {}) => {
        // The page's first query waits for the user (language, session), not for the chunk. If it
        // cannot start (its code failed to load), the page asks again and shows its own error.
        // A page the server rendered came with its responses.
        if (prefetch && !dataIn) {
          currentUserOf(queryClient)
            .then((user) => prefetch(queryClient, user))
            .catch(() => {});
        }
        return loadOnce();
      },
    } satisfies PreloadHandle,
    element: <RoutePage />,
  };
}

/**
 * What a route may start before it is rendered: its page's chunk, a query its guard waits for.
 * Kept in the route's `handle`, which the router hands back with every match.
 */
interface PreloadHandle {
  preload?: (queryClient: QueryClient, options?: PreloadOptions) => unknown;
}

interface PreloadOptions {
  /** The page's first responses are in the cache already (a page the server rendered): only its code is wanted. */
  dataIn?: boolean;
}

/**
 * Starts the chunks and queries of the routes matched at start-up, beside the shell's first API
 * calls: the page's chunk would otherwise be asked for only once the session and settings have
 * arrived and the guards let the page render (docs/performance.md, "First load"). Resolves once
 * the chunks have arrived or failed.
 */
export function preloadMatches(
  matches: readonly { route: { handle?: unknown } }[],
  queryClient: QueryClient,
  options: PreloadOptions = {},
): Promise<void> {
  const started = matches.map(({ route }) => {
    const preload = (route.handle as PreloadHandle | undefined)?.preload;
    // A chunk that fails here fails again where the page renders, into the route's error element.
    return Promise.resolve(preload?.(queryClient, options)).catch(() => {});
  });
  return Promise.all(started).then(() => undefined);
}

/** Wraps a declared route in its guards (pathless layout routes, so matching is unchanged). */
export function toRouteObject(route: AppRoute): RouteObject {
  const { gate, auth, home: _home, children, index, ...declared } = route;
  const rest = lazyPage(declared);
  let object: RouteObject = index
    ? { ...rest, index: true }
    : { ...rest, children: children?.map(toRouteObject) };
  if (gate) object = { element: <FeatureGate gate={gate} />, children: [object] };
  if (auth ?? Boolean(gate)) object = { element: <RequireAuth />, children: [object] };
  return object;
}

const signedIn = (route: AppRoute): AppRoute => ({ ...route, auth: true });

/** The routes this file owns (shell, auth, dashboard, search, profile, masquerade, errors). */
export const coreRoutes: AppRoute[] = [
  signedIn({
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('@/features/dashboard/DashboardPage')).DashboardPage }),
    prefetch: preloadDashboardLists,
  }),
  signedIn({
    path: 'search',
    lazy: async () => ({ Component: (await import('@/features/search/SearchPage')).SearchPage }),
  }),
  signedIn({
    path: 'user',
    lazy: async () => ({ Component: (await import('@/features/profile/ProfilePage')).ProfilePage }),
  }),
  signedIn({
    path: 'user/:uid/edit',
    lazy: async () => ({ Component: (await import('@/features/profile/ProfileEditPage')).ProfileEditPage }),
  }),
  signedIn({
    path: 'user/logout',
    lazy: async () => ({ Component: (await import('@/features/auth/LogoutPage')).LogoutPage }),
  }),
  {
    path: 'user/login',
    lazy: async () => ({ Component: (await import('@/features/auth/LoginPage')).LoginPage }),
  },
  signedIn({
    path: 'masquerade',
    lazy: async () => ({ Component: (await import('@/features/masquerade/MasqueradePage')).MasqueradePage }),
  }),
  {
    path: 'denied',
    lazy: async () => ({ Component: (await import('@/features/errors/DeniedPage')).DeniedPage }),
  },
  {
    path: 'not-found',
    lazy: async () => ({ Component: (await import('@/features/errors')).NotFoundPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('@/features/errors')).NotFoundPage }),
  },
];

/** The shell's places that other areas fill. */
const shellSlots: ShellSlots = { PointsBadge, Banner: MasqueradeBanner };

export function buildRoutes(areaRoutes: AppRoute[]): RouteObject[] {
  const isHome = (route: AppRoute) => route.home || route.index || route.path === '/' || route.path === '';
  const home = areaRoutes.filter(isHome);
  const rest = areaRoutes.filter((route) => !isHome(route));
  return [
    {
      id: 'root',
      path: '/',
      element: <AppShell slots={shellSlots} />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingOverlay source="router" />,
      children: [
        {
          element: <HomeGate />,
          handle: {
            preload: (queryClient) => queryClient.prefetchQuery(publicConfigQueryOptions()),
          } satisfies PreloadHandle,
          children: home.map((route) => {
            const { path: _path, ...page } = route;
            return toRouteObject({ ...page, index: true, children: undefined });
          }),
        },
        ...rest.map(toRouteObject),
        ...coreRoutes.map(toRouteObject),
      ],
    },
  ];
}

let appRoutes: Promise<RouteObject[]> | undefined;

/** The whole table, areas included; loaded once. */
export const loadAppRoutes = (): Promise<RouteObject[]> => {
  appRoutes ??= loadAreaRoutes().then(buildRoutes);
  return appRoutes;
};
