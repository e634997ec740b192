import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { userSchema } from './users.schemas';

/** Acting as another user: `as` is who the server acts for, `original` who really signed in. */
export const masqueradeStateSchema = z.object({
  active: z.boolean(),
  /** Whether the real user may masquerade at all (the user-menu action shows only then). */
  allowed: z.boolean(),
  original: z.nullable(userSchema).check(z.describe('Who really signed in; null when not masquerading')),
  as: z.nullable(userSchema).check(z.describe('Whom the server acts for; null when not masquerading')),
});
export type MasqueradeState = z.infer<typeof masqueradeStateSchema>;
export const masqueradeResponseSchema = envelope(masqueradeStateSchema);

export const masqueradeEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'masquerade',
    group: 'masquerade',
    summary: 'Current masquerade state',
    visitors: true,
    response: masqueradeResponseSchema,
  }),
  endpoint({
    method: 'POST',
    path: 'masquerade/switch',
    group: 'masquerade',
    summary: 'Acts as another user (needs the masquerade permission; 403 otherwise, 400 for an unknown uid)',
    body: z.object({ uid: z.string().check(z.regex(/^\d+$/)) }),
    response: masqueradeResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'POST',
    path: 'masquerade/back',
    group: 'masquerade',
    summary: 'Switches back to the real user',
    response: masqueradeResponseSchema,
  }),
];
