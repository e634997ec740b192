import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod';
import { request, requestParsed } from './client';
import { type Endpoint, endpoint, envelope, intParam } from './endpoint';
import { idSchema, linkUrlSchema, serverDateTimeSchema } from './formats';
import { keys } from './keys';

/*
 * What the learner follows (src/features/subscriptions/README.md): trainings and catalogue
 * categories whose news they receive. Not the enrolments (`GET subscriptions`): following asks
 * for news, it takes no seat. Unfollowing responds with 204; following again returns the follow, which
 * is how the page's "Undo" puts one back.
 */

export const FOLLOW_TYPES = ['training', 'category'] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];

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

export const getFollows = async (signal?: AbortSignal): Promise<Follow[]> =>
  (await requestParsed(followsResponseSchema, 'follows', { signal })).data;

export const unfollow = async (id: number): Promise<void> => {
  await request(`follows/${id}`, { method: 'DELETE' });
};

export const follow = async (body: { type: FollowType; target_id: number }): Promise<Follow> =>
  (await requestParsed(followResponseSchema, 'follows', { method: 'POST', body })).data;

export const followsQueryOptions = () =>
  queryOptions({
    queryKey: [...keys.subscriptions.all, 'follows'] as const,
    queryFn: ({ signal }) => getFollows(signal),
  });

/** The list is fetched again after either change, so it is the server's order and ids. */
export const unfollowMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.subscriptions.all, 'unfollow'],
    mutationFn: unfollow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followsQueryOptions().queryKey }),
  });

export const followMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.subscriptions.all, 'follow'],
    mutationFn: follow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followsQueryOptions().queryKey }),
  });

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
