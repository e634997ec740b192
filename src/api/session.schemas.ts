import { z } from 'zod/mini';
import { type Endpoint, endpoint, envelope } from './endpoint';

export const meProfileSchema = z.object({
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.nullable(z.string()),
  mail: z.string(),
});

/** docs/product.md §3/§4: the current user; anonymous visitors get no uid. */
export const meSchema = z.object({
  uid: z.optional(z.int().check(z.positive())),
  language: z.string(),
  profile: z.optional(meProfileSchema),
  roles: z.array(z.string()),
});
export type Me = z.infer<typeof meSchema>;
export const meResponseSchema = envelope(meSchema);

/** Drupal's JSON login shape (name + pass), sent form-encoded like every other body (docs/product.md §7). */
export const credentialsSchema = z.object({
  name: z.string().check(z.minLength(1)),
  pass: z.string().check(z.minLength(1)),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const sessionEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'me',
    group: 'session',
    summary: 'The current user (no uid when anonymous)',
    query: z.object({ attributes: z.optional(z.array(z.literal('profile'))) }),
    response: meResponseSchema,
    example: { query: { attributes: ['profile'] } },
  }),
  endpoint({
    method: 'POST',
    path: 'user/login',
    group: 'session',
    summary: 'Signs in with name and pass; 400 with field messages when they do not match',
    body: credentialsSchema,
    response: meResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'POST',
    path: 'user/logout',
    group: 'session',
    summary: 'Signs out; the session becomes anonymous',
  }),
];
