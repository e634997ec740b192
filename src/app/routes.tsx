import type { ComponentType } from 'react';
import { type LoaderFunction, matchRoutes, type RouteObject } from 'react-router';
import type { AppRoute, Gate } from '@/api/access';
import { notFound, type PageLoader, queryClientOf, untilLoaded } from '@/api/route-data';
import { sendSignedInUserOn } from '@/features/auth';
import { PointsBadge } from '@/features/incentives';
import { MasqueradeBanner, masqueradeAllowed } from '@/features/masquerade';
import { AppShell, RouteError, type ShellSlots } from '@/features/shell';
import { unlessLeaving } from '@/lib/unless-leaving';
import { LoadingOverlay } from '@/ui/LoadingOverlay';
import { loadShellQueries } from './first-load';
import { homeRules, requireGates, requireUser } from './guards';

/**
 * The route table of docs/product.md §2, used by the server's static handler
 * (`src/entry-server.tsx`), the production entry (browser router) and page stories
 * (memory router, `src/testing/page-decorator.tsx`).
 *
 * Areas mount themselves: every `src/features/<area>/routes.tsx` exports its `routes`, an array of
 * `AppRoute`s, picked up here — do not add area routes to this file. Those modules are part of the
 * entry (they hold a few lines of data each; as chunks of their own they cost a round trip before
 * the first render); their pages load on navigation. Declare access as data on the route:
 * `auth: true` (signed-in only), `gate: { flags, notFound? }` or a list of gates (checked in
 * order; a gate implies `auth` unless `auth: false`), `home: true` for the visitor home page
 * mounted at `/`. Load pages with `lazy` so each page is its own chunk: `lazy: () =>
 * import('./SomePage')`, the page module exporting `Component` and its `loader` (docs/rendering.md,
 * "Adding a page").
 */
export const areaRoutes: AppRoute[] = Object.values(
  import.meta.glob<AppRoute[]>('../features/*/routes.tsx', { eager: true, import: 'routes' }),
).flat();

/** What a page's module gives its route, the way React Router's `lazy` documents it. */
interface PageModule {
  Component?: ComponentType | null;
  loader?: PageLoader;
}

/**
 * A page declared with `lazy` keeps it: React Router loads the page's chunk before it renders the
 * page. The page module's `loader` becomes the route's, waiting for its queries on the server only
 * (`untilLoaded`). A chunk the browser stops because the user is leaving fails nothing
 * (src/lib/unless-leaving.ts); one that fails otherwise goes to the route's error element.
 */
function withPageLoader(route: Omit<AppRoute, 'children' | 'index'>): Omit<AppRoute, 'children' | 'index'> {
  const { lazy: load, ...rest } = route;
  if (typeof load !== 'function') return route;
  return {
    ...rest,
    lazy: async () => {
      const { Component, loader } = await unlessLeaving(load as () => Promise<PageModule>);
      const pageLoader: LoaderFunction | undefined = loader && ((args) => untilLoaded(args, loader(args)));
      return pageLoader ? { Component, loader: pageLoader } : { Component };
    },
  };
}

/**
 * Loads the lazy routes that match `location` and puts what they resolve to on the routes, before
 * the router is made: React Router's server-rendering guide does this so that a page the server
 * rendered is hydrated at once, nothing of it replaced by a fallback while its code arrives. A route
 * whose code failed to load keeps its `lazy`: the router loads it again and, failing, shows the
 * route's error with a way to try again, where the page would otherwise never be hydrated.
 */
export async function resolveLazyMatches(routes: RouteObject[], location: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter(
    ({ route }) => typeof route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      try {
        const resolved = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...resolved, lazy: undefined });
      } catch (error) {
        console.error('The code of the page could not be loaded before hydration', error);
      }
    }),
  );
}

/** Which guard a layout route is, kept in its `handle` so a test can read the table. */
export type GuardHandle =
  | { guard: 'user' }
  | { guard: 'home' }
  | { guard: 'gates'; gates: Gate | readonly Gate[] };

/**
 * Wraps a declared route in its guards: pathless layout routes (matching is unchanged) whose
 * middleware runs before any loader below them, so a user sent elsewhere starts none of the page's queries.
 */
export function toRouteObject(route: AppRoute): RouteObject {
  const { gate, auth, home: _home, children, index, ...declared } = route;
  const rest = withPageLoader(declared);
  let object: RouteObject = index
    ? { ...rest, index: true }
    : { ...rest, children: children?.map(toRouteObject) };
  if (gate)
    object = {
      middleware: [requireGates(gate)],
      handle: { guard: 'gates', gates: gate } satisfies GuardHandle,
      children: [object],
    };
  if (auth ?? Boolean(gate))
    object = {
      middleware: [requireUser],
      handle: { guard: 'user' } satisfies GuardHandle,
      children: [object],
    };
  return object;
}

const signedIn = (route: AppRoute): AppRoute => ({ ...route, auth: true });

/** The routes this file owns (shell, auth, dashboard, search, profile, masquerade, errors). */
export const coreRoutes: AppRoute[] = [
  signedIn({
    path: 'dashboard',
    lazy: () => import('@/features/dashboard/DashboardPage'),
  }),
  signedIn({
    path: 'search',
    lazy: () => import('@/features/search/SearchPage'),
  }),
  signedIn({
    path: 'user',
    lazy: () => import('@/features/profile/ProfilePage'),
  }),
  signedIn({
    path: 'user/:uid/edit',
    lazy: () => import('@/features/profile/ProfileEditPage'),
  }),
  signedIn({
    path: 'user/logout',
    lazy: () => import('@/features/auth/LogoutPage'),
  }),
  {
    path: 'user/login',
    middleware: [sendSignedInUserOn],
    lazy: () => import('@/features/auth/LoginPage'),
  },
  signedIn({
    path: 'masquerade',
    middleware: [masqueradeAllowed],
    lazy: () => import('@/features/masquerade/MasqueradePage'),
  }),
  {
    path: 'denied',
    lazy: () => import('@/features/errors/DeniedPage'),
  },
  {
    path: 'not-found',
    loader: notFound,
    lazy: () => import('@/features/errors/NotFoundPage'),
  },
  {
    path: '*',
    loader: notFound,
    lazy: () => import('@/features/errors/NotFoundPage'),
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
      // What the shell renders with, for every page.
      loader: (args) => untilLoaded(args, loadShellQueries(queryClientOf(args))),
      element: <AppShell slots={shellSlots} />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingOverlay source="router" />,
      children: [
        {
          // A page that crashed, or whose code could not be fetched (the network dropped as the
          // user followed a link), shows the error screen in its place: the shell's header and
          // navigation stay, to go elsewhere. The root's own error element is for the shell's.
          errorElement: <RouteError inPage />,
          children: [
            {
              middleware: [homeRules],
              handle: { guard: 'home' } satisfies GuardHandle,
              children: home.map((route) => {
                const { path: _path, ...page } = route;
                return toRouteObject({ ...page, index: true, children: undefined });
              }),
            },
            ...rest.map(toRouteObject),
            ...coreRoutes.map(toRouteObject),
          ],
        },
      ],
    },
  ];
}

/** The whole table, areas included. */
export const appRoutes: RouteObject[] = buildRoutes(areaRoutes);
