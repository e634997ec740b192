import { z } from '@/api/zod';
import { type Endpoint, endpoint, intParam, pagedEnvelope } from './endpoint';
import { imageUrlSchema, linkUrlSchema, textIdSchema } from './formats';
import { SEARCH_RESULT_TYPES } from './values';

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
