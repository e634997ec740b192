import { queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod';
import { requestParsed } from './client';
import { type Endpoint, endpoint, pagedEnvelope, pagingQuery } from './endpoint';
import { idSchema } from './formats';
import { keys } from './keys';

export const organizationSchema = z.object({ id: idSchema, name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;
export const organizationsResponseSchema = pagedEnvelope(organizationSchema);

/** docs/product.md §9: organisations are read 100 at a time. */
export const ORGANIZATIONS_PAGE_SIZE = 100;

export const getOrganizationsPage = (page: number, signal?: AbortSignal) =>
  requestParsed(organizationsResponseSchema, 'organizations', {
    query: { limit: ORGANIZATIONS_PAGE_SIZE, page },
    signal,
  });

/**
 * docs/product.md §7: reads the first page, then every further page meta.totalPages announces. A
 * page shorter than a full one, or one said to be the last, ends the list whatever the count said:
 * a count the backend got wrong (the contract allows any) would otherwise be followed for ever.
 */
export async function getAllOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  const data: Organization[] = [];
  for (let page = 0; ; page += 1) {
    const result = await getOrganizationsPage(page, signal);
    data.push(...result.data);
    const last =
      result.meta.isLastPage ||
      result.data.length < ORGANIZATIONS_PAGE_SIZE ||
      page + 1 >= result.meta.totalPages;
    if (last) return data;
  }
}

export const organizationsQueryOptions = () =>
  queryOptions({
    queryKey: keys.organizations.everyone(),
    queryFn: ({ signal }) => getAllOrganizations(signal),
  });

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
