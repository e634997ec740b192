import { z } from '@/api/zod';
import { type Endpoint, endpoint, pagedEnvelope, pagingQuery } from './endpoint';
import { idSchema } from './formats';

export const organizationSchema = z.object({ id: idSchema, name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;
export const organizationsResponseSchema = pagedEnvelope(organizationSchema);

export const organizationsEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'organizations',
    group: 'organizations',
    summary: 'Organisations, paged (zero-based page)',
    visitors: true,
    query: pagingQuery,
    response: organizationsResponseSchema,
    example: { query: { limit: 100, page: 0 } },
  }),
];
