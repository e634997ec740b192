import { z } from '@/api/zod';
import { type Endpoint, endpoint, envelope, intParam } from './endpoint';
import { idSchema, linkUrlSchema, serverDateTimeSchema } from './formats';
import { FOLLOW_TYPES } from './values';

export const followSchema = z.object({
  id: idSchema,
  type: z.enum(FOLLOW_TYPES),
  target_id: idSchema.check(z.describe("The training's id or the taxonomy term's tid")),
  title: z.string(),
  url: linkUrlSchema.check(
    z.describe(
      'Where the followed thing lives in the app: its training page, or the catalogue filtered by the term',
    ),
  ),
  created: serverDateTimeSchema,
});
export type Follow = z.infer<typeof followSchema>;
export const followsResponseSchema = envelope(z.array(followSchema));
export const followResponseSchema = envelope(followSchema);
export const followBodySchema = z.object({ type: z.enum(FOLLOW_TYPES), target_id: intParam });

export const followsEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'follows',
    group: 'follows',
    summary:
      'What the current user follows: trainings and catalogue categories, newest first (401 for visitors)',
    response: followsResponseSchema,
  }),
  endpoint({
    method: 'POST',
    path: 'follows',
    group: 'follows',
    summary:
      'Follow a training or a category (again); responds with the follow; 400 with a message for an unknown target',
    body: followBodySchema,
    response: followResponseSchema,
  }),
  endpoint({
    method: 'DELETE',
    path: 'follows/{id}',
    group: 'follows',
    summary: 'Stop following; 204; 404 when the current user has no such follow',
    example: { params: { id: 1 } },
  }),
];
