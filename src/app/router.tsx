import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  createMemoryRouter,
  type DataRouter,
  type HydrationState,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { type CreateQueryClientOptions, createQueryClient } from '@/api/query-client';
import { routerContextFor } from '@/api/route-data';
import { isAuthenticated, meQueryOptions } from '@/api/session';
import { LOGIN_PATH, loginPathFor } from '@/features/auth';

/**
 * The browser's router. Its loaders read `queryClient` from the router's context; a page the server
 * rendered comes with the loaders' results (`hydrationData`), so they do not run again to hydrate it.
 */
export const createAppRouter = (
  routes: RouteObject[],
  queryClient: QueryClient,
  hydrationData?: HydrationState,
): DataRouter =>
  createBrowserRouter(routes, { hydrationData, getContext: () => routerContextFor(queryClient) });

/**
 * Page stories and tests: the same table in memory, starting at `initialEntry`, with a rendered
 * page's `hydrationData` as `createAppRouter` takes it.
 */
export const createAppMemoryRouter = (
  routes: RouteObject[],
  initialEntry: InitialEntry,
  queryClient: QueryClient,
  hydrationData?: HydrationState,
): DataRouter =>
  createMemoryRouter(routes, {
    initialEntries: [initialEntry],
    hydrationData,
    getContext: () => routerContextFor(queryClient),
  });

/**
 * docs/product.md §8: a 401 anywhere goes to /user/login?redirectTo=<current path>, a
 * 403 anywhere to /denied. The router is read lazily: it is created after the
 * client in the entry point.
 */
export function createAppQueryClient(
  getRouter: () => DataRouter | undefined,
  options: Omit<CreateQueryClientOptions, 'onUnauthorized' | 'onForbidden'> = {},
): QueryClient {
  const queryClient: QueryClient = createQueryClient({
    ...options,
    onUnauthorized: () => {
      const router = getRouter();
      if (!router) return;
      const { location } = router.state;
      if (location.pathname === LOGIN_PATH) return;
      // A 401 while `me` says signed in (the backend contradicts itself, or the session ended since):
      // the login page is told, so that it shows why instead of sending the user back into the
      // same refusal, round after round (issue 44).
      const refused = isAuthenticated(queryClient.getQueryData(meQueryOptions().queryKey));
      void router.navigate(loginPathFor(location, { refused }), { replace: true });
    },
    onForbidden: () => {
      const router = getRouter();
      if (!router || router.state.location.pathname === '/denied') return;
      void router.navigate('/denied', { replace: true });
    },
  });
  return queryClient;
}
