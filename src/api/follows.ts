import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestDelete, requestParsed } from './client';
import type { Follow } from './follows.schemas';
import { keys } from './keys';
import { FOLLOW_TYPES } from './values';

export type { Follow } from './follows.schemas';

/*
 * What the learner follows (src/features/subscriptions/README.md): trainings and catalogue
 * categories whose news they receive. Not the enrolments (`GET subscriptions`): following asks
 * for news, it takes no seat. Unfollowing responds with 204; following again returns the follow, which
 * is how the page's "Undo" puts one back.
 */

export type FollowType = (typeof FOLLOW_TYPES)[number];

export { FOLLOW_TYPES };

const schema = lazySchemas(() => import('./follows.schemas'));

export const getFollows = async (signal?: AbortSignal): Promise<Follow[]> =>
  (await requestParsed(schema('followsResponseSchema'), 'follows', { signal })).data;

export const unfollow = async (id: number): Promise<void> => {
  await requestDelete(`follows/${id}`);
};

export const follow = async (body: { type: FollowType; target_id: number }): Promise<Follow> =>
  (await requestParsed(schema('followResponseSchema'), 'follows', { method: 'POST', body })).data;

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
