import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import type { NavigationItem } from './navigation.schemas';

export type { NavigationItem } from './navigation.schemas';

// The sidebar is in the first load: its schema is fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./navigation.schemas'));

export const getNavigation = async (signal?: AbortSignal): Promise<NavigationItem[]> =>
  (await requestParsed(schema('navigationResponseSchema'), 'navigation', { signal })).data;

export const navigationQueryOptions = () =>
  queryOptions({ queryKey: keys.navigation.tree(), queryFn: ({ signal }) => getNavigation(signal) });
