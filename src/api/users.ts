import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import type { Encodable } from './encode';
import type { PageMeta } from './endpoint';
import { keys } from './keys';
import type { Profile, ProfileUpdate, User } from './users.schemas';

export type { Profile, ProfileUpdate, User } from './users.schemas';

// The masquerade banner is in the first load: these schemas are fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./users.schemas'));

export interface UserFilters {
  /** Part of the name or e-mail. */
  name?: string;
  organization?: number;
  role?: string;
  page?: number;
  limit?: number;
}

export interface UsersPage {
  data: User[];
  meta: PageMeta;
}

export const getUsers = async (filters: UserFilters = {}, signal?: AbortSignal): Promise<UsersPage> =>
  requestParsed(schema('usersResponseSchema'), 'users', { query: filters as Encodable, signal });

export const usersQueryOptions = (filters: UserFilters = {}) =>
  queryOptions({ queryKey: keys.users.list(filters), queryFn: ({ signal }) => getUsers(filters, signal) });

/** docs/product.md §9: the all-users fetch reads pages of 100. */
export const ALL_USERS_PAGE_SIZE = 100;

/**
 * docs/product.md §4: follows pages one by one and merges them; the returned meta is
 * the last page's, so `isLastPage` is true once everything is in.
 */
export async function getAllUsers(
  filters: Omit<UserFilters, 'page' | 'limit'> = {},
  signal?: AbortSignal,
): Promise<UsersPage> {
  const data: User[] = [];
  for (let page = 0; ; page += 1) {
    const result = await getUsers({ ...filters, page, limit: ALL_USERS_PAGE_SIZE }, signal);
    data.push(...result.data);
    // A short page is the last, whatever the count said (the contract allows any count).
    if (
      result.meta.isLastPage ||
      result.data.length < ALL_USERS_PAGE_SIZE ||
      page + 1 >= result.meta.totalPages
    ) {
      return { data, meta: { ...result.meta, isLastPage: true } };
    }
  }
}

export const allUsersQueryOptions = (filters: Omit<UserFilters, 'page' | 'limit'> = {}) =>
  queryOptions({
    queryKey: keys.users.everyone(filters),
    queryFn: ({ signal }) => getAllUsers(filters, signal),
  });

// Profile view and edit.

export const getProfile = async (uid: number, signal?: AbortSignal): Promise<Profile> =>
  (await requestParsed(schema('profileResponseSchema'), `users/${uid}`, { signal })).data;

export const profileQueryOptions = (uid: number) =>
  queryOptions({ queryKey: keys.users.profile(uid), queryFn: ({ signal }) => getProfile(uid, signal) });

/** A 400 response carries `messages`; the ApiError's fieldErrors hold them per field. */
export const updateProfile = async (uid: number, changes: ProfileUpdate): Promise<Profile> =>
  (await requestParsed(schema('profileResponseSchema'), `users/${uid}`, { method: 'PATCH', body: changes }))
    .data;
