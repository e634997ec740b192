import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';
import { retryDelay, shouldRetry } from './retry';

/** docs/product.md §9: cached data kept 60 seconds after last use. */
export const GC_TIME_MS = 60_000;

/**
 * Site configuration (settings, appearance, languages, translations, the cookie notice) changes
 * when an administrator saves it, and that save updates the cache. Anything else that mounts later
 * on the same visit (the shell after the page's code arrived, say) reads it from the cache
 * instead of asking again.
 */
export const SITE_CONFIG_STALE_TIME_MS = 5 * 60_000;
/** Who is signed in changes by login, logout and masquerade, which set or drop it themselves. */
export const SESSION_STALE_TIME_MS = 30_000;
/**
 * How long a response stays fresh unless its query says otherwise. Above zero, as TanStack Query's
 * server rendering guide advises: a response a route's loader or the server asked for just before
 * the page renders is taken by that render, not asked for again.
 */
export const PREFETCHED_STALE_TIME_MS = 30_000;
/**
 * Data that several parts of a page show, rendered at different times (the points in the
 * header's badge and on the dashboard's card): fresh long enough that the part rendered later reads it
 * instead of asking again. What the app changes itself (a checkout) it sets or invalidates.
 */
export const SHARED_DATA_STALE_TIME_MS = 30_000;

export interface QueryPolicyHandlers {
  /** 401 anywhere: go to /user/login?redirectTo=<current path>. */
  onUnauthorized?: () => void;
  /** 403 anywhere: go to /denied. */
  onForbidden?: () => void;
}

export interface CreateQueryClientOptions extends QueryPolicyHandlers {
  /** Stories and tests turn retries off so error states show at once. */
  retry?: boolean;
}

export function createQueryClient(options: CreateQueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.status === 401) options.onUnauthorized?.();
    else if (error.status === 403) options.onForbidden?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        gcTime: GC_TIME_MS,
        staleTime: PREFETCHED_STALE_TIME_MS,
        retry: options.retry === false ? false : shouldRetry,
        retryDelay: (attempt) => retryDelay(attempt + 1),
        refetchOnWindowFocus: false,
      },
      // Mutations are never retried automatically: a retried checkout could charge twice.
      mutations: { retry: false },
    },
  });
}
