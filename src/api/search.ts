import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import type { SearchPage } from './search.schemas';
import { SEARCH_RESULT_TYPES } from './values';

export type { SearchPage, SearchResult } from './search.schemas';

export { SEARCH_RESULT_TYPES };

const schema = lazySchemas(() => import('./search.schemas'));

export interface SearchQuery {
  s: string;
  page?: number;
  limit?: number;
}

export const search = (query: SearchQuery, signal?: AbortSignal): Promise<SearchPage> =>
  requestParsed(schema('searchResponseSchema'), 'search', { query: { ...query }, signal });

export const searchQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: keys.trainings.search(query),
    queryFn: ({ signal }) => search(query, signal),
    enabled: query.s.trim() !== '',
  });
