import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import type { NavigationItem } from './navigation.schemas';
import { PREFETCHED_STALE_TIME_MS } from './query-client';

export type { NavigationItem } from './navigation.schemas';

// The sidebar is in the first load: its schema is fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./navigation.schemas'));

export const getNavigation = async (signal?: AbortSignal): Promise<NavigationItem[]> =>
  (await requestParsed(schema('navigationResponseSchema'), 'navigation', { signal })).data;

export const navigationQueryOptions = () =>
  queryOptions({
    queryKey: keys.navigation.tree(),
    queryFn: ({ signal }) => getNavigation(signal),
    // Asked for at start-up (src/app/first-load.ts), before the shell that shows it has mounted.
    staleTime: PREFETCHED_STALE_TIME_MS,
  });
