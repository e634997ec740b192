import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PREFETCHED_STALE_TIME_MS } from '@/api/query-client';

/**
 * What a page rendered on the server hands to the browser: the query cache it was rendered from
 * (TanStack Query's `dehydrate`) and its routes' loader results (React Router's hydration data).
 */
export interface PageState {
  queries: DehydratedState;
  router: HydrationState;
}

/** The id of the script element that carries the responses a server-rendered page came from. */
export const PAGE_STATE_ID = 'page-state';

/**
 * The responses the server rendered this page from (server/page-html.ts), or undefined. Only the
 * data script the server puts in the body, beside `#root`, counts: nothing the page shows (all of
 * it inside `#root`) can stand in for it, whatever id it carries.
 */
export function readPageState(doc: Document = document): PageState | undefined {
  const script = [...doc.querySelectorAll('body > script[type="application/json"]')].find(
    (element) => element.id === PAGE_STATE_ID,
  );
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as PageState;
  } catch {
    return undefined;
  }
}

/**
 * Puts the server's responses into the cache, so that the first render shows what the server rendered.
 * A response the page was rendered from counts as fresh for `PREFETCHED_STALE_TIME_MS` after it was
 * made, like a response prefetched in the browser: the components and the routes' prefetches that
 * ask for it at start-up take it instead of asking again. A query with a freshness of its own keeps
 * it, and nothing else changes.
 */
export function hydratePageState(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state);
  const renderedFrom = new Map(state.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
  const defaults = queryClient.getDefaultOptions();
  const otherwise = defaults.queries?.staleTime ?? 0;
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      staleTime: (query) => {
        if (renderedFrom.get(query.queryHash) === query.state.dataUpdatedAt) return PREFETCHED_STALE_TIME_MS;
        return typeof otherwise === 'function' ? otherwise(query) : otherwise;
      },
    },
  });
}
