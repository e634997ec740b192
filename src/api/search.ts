import { queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod';
import { requestParsed } from './client';
import { type Endpoint, endpoint, intParam, pagedEnvelope } from './endpoint';
import { imageUrlSchema, linkUrlSchema, textIdSchema } from './formats';
import { keys } from './keys';

export const SEARCH_RESULT_TYPES = ['training', 'page', 'user'] as const;

export const searchResultSchema = z.object({
  id: textIdSchema,
  type: z.enum(SEARCH_RESULT_TYPES),
  title: z.string(),
  url: linkUrlSchema,
  excerpt: z.string().describe('Plain text around the match'),
  image: z.nullable(imageUrlSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = pagedEnvelope(searchResultSchema);
export type SearchPage = z.infer<typeof searchResponseSchema>;

export interface SearchQuery {
  s: string;
  page?: number;
  limit?: number;
}

export const search = (query: SearchQuery, signal?: AbortSignal): Promise<SearchPage> =>
  requestParsed(searchResponseSchema, 'search', { query: { ...query }, signal });

export const searchQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: keys.trainings.search(query),
    queryFn: ({ signal }) => search(query, signal),
    enabled: query.s.trim() !== '',
  });

export const searchEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'search',
    group: 'search',
    summary: 'Site search (header search box, /search?s=)',
    visitors: true,
    query: z.object({ s: z.string(), page: z.optional(intParam), limit: z.optional(intParam) }),
    response: searchResponseSchema,
    example: { query: { s: 'leadership' } },
  }),
];
