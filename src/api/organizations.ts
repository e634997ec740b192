import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import type { Organization } from './organizations.schemas';

export type { Organization } from './organizations.schemas';

const schema = lazySchemas(() => import('./organizations.schemas'));

/** docs/product.md §9: organisations are read 100 at a time. */
export const ORGANIZATIONS_PAGE_SIZE = 100;

export const getOrganizationsPage = (page: number, signal?: AbortSignal) =>
  requestParsed(schema('organizationsResponseSchema'), 'organizations', {
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
