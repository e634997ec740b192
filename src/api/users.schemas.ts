import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope, intParam, pagedEnvelope } from './endpoint';
import {
  emailSchema,
  idSchema,
  imageUrlSchema,
  languageCodeSchema,
  serverDateTimeSchema,
  timeZoneSchema,
} from './formats';

/** docs/product.md §3 User: avatar is an image URL (or data URI); null means show initials. */
export const userSchema = z.object({
  uid: idSchema,
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.nullable(imageUrlSchema).check(z.describe('The photo; null: the interface shows initials')),
});
export type User = z.infer<typeof userSchema>;

export const usersResponseSchema = pagedEnvelope(userSchema);

export const usersQuerySchema = z.object({
  name: z.optional(z.string()),
  organization: z.optional(intParam),
  role: z.optional(z.string()),
  page: z.optional(intParam),
  limit: z.optional(intParam),
});

export const profileSchema = z.extend(userSchema, {
  mail: emailSchema,
  language: languageCodeSchema.check(z.describe("The user's interface language")),
  timezone: timeZoneSchema,
  organization: z.nullable(z.string()),
  job_title: z.nullable(z.string()),
  roles: z.array(z.string().check(z.minLength(1))),
  created: serverDateTimeSchema.check(z.describe('When the account was made (UTC, yyyy-MM-dd HH:mm:ss)')),
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
    summary: 'One profile (own, or any for administrators; 403 otherwise)',
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
