import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { type PageLoader, routerContextFor } from '@/api/route-data';

/**
 * The query keys the loader of the lazy page at `url` among `routes` starts, as the server runs it
 * (waiting for its data), with the requests themselves left unsent. `queryClient` may hold what the
 * shell has loaded already.
 */
export async function keysLoadedFor(
  routes: readonly unknown[],
  url: string,
  queryClient = new QueryClient(),
): Promise<QueryKey[]> {
  const match = (matchRoutes(routes as RouteObject[], url) ?? []).at(-1);
  if (typeof match?.route.lazy !== 'function') throw new Error(`No lazy page at ${url}`);
  const { loader } = (await match.route.lazy()) as { loader?: PageLoader };
  const started: QueryKey[] = [];
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async (options) => {
    started.push(options.queryKey);
  });
  const href = `http://localhost${url}`;
  await loader?.({
    request: new Request(href),
    url: new URL(href),
    params: match.params,
    pattern: match.route.path ?? '',
    context: routerContextFor(queryClient, { waitForData: true }),
  });
  return started;
}
