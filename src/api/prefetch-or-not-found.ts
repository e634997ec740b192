import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { hasStatus } from './errors';
import { notFound } from './route-data';

// A module of its own, beside route-data.ts: only the pages about one record need it, and the first
// load does not carry it.

/** Prefetches what the page is about: `notFound()` when the backend responded 404, else null. */
export async function prefetchOrNotFound<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
) {
  await queryClient.prefetchQuery(options);
  return hasStatus(queryClient.getQueryState(options.queryKey)?.error, 404) ? notFound() : null;
}
