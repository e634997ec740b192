import { hashKey, type QueryClient, queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import type { MasqueradeState } from './masquerade.schemas';
import { SESSION_STALE_TIME_MS } from './query-client';
import { getUsers, type User } from './users';

export type { MasqueradeState } from './masquerade.schemas';

// The banner is in the first load: its schema is fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./masquerade.schemas'));

export const getMasquerade = async (signal?: AbortSignal): Promise<MasqueradeState> =>
  (await requestParsed(schema('masqueradeResponseSchema'), 'masquerade', { signal })).data;

export const masqueradeQueryOptions = () =>
  queryOptions({
    queryKey: keys.session.masquerade(),
    queryFn: ({ signal }) => getMasquerade(signal),
    // Part of the session: the banner and the user menu, rendered at different times, share one response.
    staleTime: SESSION_STALE_TIME_MS,
  });

export const MASQUERADE_SEARCH_LIMIT = 10;

/** People to act as: the users list filtered by name. */
export const searchMasqueradeTargets = async (name: string, signal?: AbortSignal): Promise<User[]> =>
  (await getUsers({ name, limit: MASQUERADE_SEARCH_LIMIT }, signal)).data;

export const switchToUser = async (uid: number): Promise<MasqueradeState> =>
  (
    await requestParsed(schema('masqueradeResponseSchema'), 'masquerade/switch', {
      method: 'POST',
      body: { uid },
    })
  ).data;

export const switchBack = async (): Promise<MasqueradeState> =>
  (await requestParsed(schema('masqueradeResponseSchema'), 'masquerade/back', { method: 'POST' })).data;

/**
 * Every response depends on who we act as: each query goes back to having no data, the ones on
 * screen asking again (the parts showing them render their loading states meanwhile), and the new
 * state is kept.
 */
const resetTo = (queryClient: QueryClient) => (state: MasqueradeState) => {
  void queryClient.resetQueries({
    predicate: (query) => hashKey(query.queryKey) !== hashKey(keys.session.masquerade()),
  });
  queryClient.setQueryData(keys.session.masquerade(), state);
};

export const switchToUserMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: switchToUser,
  onSuccess: resetTo(queryClient),
});

export const switchBackMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: switchBack,
  onSuccess: resetTo(queryClient),
});
