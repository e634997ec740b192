import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { requestParsed } from './client';
import { type Endpoint, endpoint, pagedEnvelope, pagingQuery } from './endpoint';
import { keys } from './keys';

export const organizationSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;
export const organizationsResponseSchema = pagedEnvelope(organizationSchema);

/** docs/product.md §9: organisations are read 100 at a time. */
export const ORGANIZATIONS_PAGE_SIZE = 100;

export const getOrganizationsPage = (page: number, signal?: AbortSignal) =>
  requestParsed(organizationsResponseSchema, 'organizations', {
    query: { limit: ORGANIZATIONS_PAGE_SIZE, page },
    signal,
  });

/** docs/product.md §7: reads the first page, then every further page meta.totalPages announces. */
export async function getAllOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  const first = await getOrganizationsPage(0, signal);
  const data = [...first.data];
  for (let page = 1; page < first.meta.totalPages; page += 1) {
    data.push(...(await getOrganizationsPage(page, signal)).data);
  }
  return data;
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
    query: pagingQuery,
    response: organizationsResponseSchema,
    example: { query: { limit: 100, page: 0 } },
  }),
];
