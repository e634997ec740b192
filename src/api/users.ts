import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { requestParsed } from './client';
import type { Encodable } from './encode';
import { type Endpoint, endpoint, envelope, intParam, type PageMeta, pagedEnvelope } from './endpoint';
import { keys } from './keys';

/** docs/product.md §3 User: avatar is an image URL (or data URI); null means draw initials. */
export const userSchema = z.object({
  uid: z.int().check(z.positive()),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const usersResponseSchema = pagedEnvelope(userSchema);

export interface UserFilters {
  /** Part of the name or e-mail. */
  name?: string;
  organization?: number;
  role?: string;
  page?: number;
  limit?: number;
}

export const usersQuerySchema = z.object({
  name: z.optional(z.string()),
  organization: z.optional(intParam),
  role: z.optional(z.string()),
  page: z.optional(intParam),
  limit: z.optional(intParam),
});

export interface UsersPage {
  data: User[];
  meta: PageMeta;
}

export const getUsers = async (filters: UserFilters = {}, signal?: AbortSignal): Promise<UsersPage> =>
  requestParsed(usersResponseSchema, 'users', { query: filters as Encodable, signal });

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
    if (result.meta.isLastPage || result.data.length === 0 || page + 1 >= result.meta.totalPages) {
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

export const profileSchema = z.extend(userSchema, {
  mail: z.string(),
  language: z.string(),
  timezone: z.string(),
  organization: z.nullable(z.string()),
  job_title: z.nullable(z.string()),
  roles: z.array(z.string()),
  created: z.string().check(z.describe('yyyy-MM-dd HH:mm:ss, UTC')),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = envelope(profileSchema);

export const profileUpdateSchema = z.object({
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  mail: z.optional(z.string()),
  language: z.optional(z.string()),
  timezone: z.optional(z.string()),
  job_title: z.optional(z.string()),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const getProfile = async (uid: number, signal?: AbortSignal): Promise<Profile> =>
  (await requestParsed(profileResponseSchema, `users/${uid}`, { signal })).data;

export const profileQueryOptions = (uid: number) =>
  queryOptions({ queryKey: keys.users.profile(uid), queryFn: ({ signal }) => getProfile(uid, signal) });

/** A 400 answer carries `messages`; the ApiError's fieldErrors hold them per field. */
export const updateProfile = async (uid: number, changes: ProfileUpdate): Promise<Profile> =>
  (await requestParsed(profileResponseSchema, `users/${uid}`, { method: 'PATCH', body: changes })).data;

export const usersEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'users',
    group: 'users',
    summary: 'Users, filtered and paged (zero-based page, limit up to 100)',
    query: usersQuerySchema,
    response: usersResponseSchema,
    example: { query: { limit: 100, page: 0 } },
  }),
  endpoint({
    method: 'GET',
    path: 'users/{uid}',
    group: 'users',
    summary: 'One profile',
    response: profileResponseSchema,
    example: { params: { uid: 2 } },
  }),
  endpoint({
    method: 'PATCH',
    path: 'users/{uid}',
    group: 'users',
    summary: 'Edits a profile (own, or any for administrators); 400 with field messages',
    body: profileUpdateSchema,
    response: profileResponseSchema,
    fieldErrors: true,
    example: { params: { uid: 2 } },
  }),
];
