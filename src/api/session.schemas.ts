import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { emailSchema, idSchema, imageUrlSchema, languageCodeSchema } from './formats';

export const meProfileSchema = z.object({
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** null: the interface shows the person's initials. */
  avatar: z.nullable(imageUrlSchema),
  mail: emailSchema,
});

/** docs/product.md §3/§4: the current user; anonymous visitors get no uid. */
export const meSchema = z.object({
  uid: z.optional(idSchema),
  language: languageCodeSchema.check(
    z.describe("The interface language: the user's own, or the site's for visitors"),
  ),
  profile: z.optional(meProfileSchema),
  roles: z.array(z.string().check(z.minLength(1))).check(
    z.meta({
      description: 'Drupal role machine names (anonymous, authenticated, administrator, …)',
      examples: [['authenticated', 'learner']],
    }),
  ),
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
    visitors: true,
    query: z.object({ attributes: z.optional(z.array(z.literal('profile'))) }),
    response: meResponseSchema,
    example: { query: { attributes: ['profile'] } },
  }),
  endpoint({
    method: 'POST',
    path: 'user/login',
    group: 'session',
    summary: 'Signs in with name and pass; 400 with field messages when they do not match',
    visitors: true,
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
