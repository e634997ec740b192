import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { lazySchemas, request, requestParsed } from './client';
import { keys } from './keys';
import { SESSION_STALE_TIME_MS } from './query-client';
import type { Credentials, Me } from './session.schemas';

export type { Credentials, Me } from './session.schemas';

// Read on every first load: the schema is fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./session.schemas'));

export const isAuthenticated = (me: Me | undefined): me is Me & { uid: number } => Boolean(me?.uid);

export const getMe = async (signal?: AbortSignal): Promise<Me> =>
  (await requestParsed(schema('meResponseSchema'), 'me', { query: { attributes: ['profile'] }, signal }))
    .data;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: keys.session.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: SESSION_STALE_TIME_MS,
  });

export const login = async (credentials: Credentials): Promise<Me> =>
  (await requestParsed(schema('meResponseSchema'), 'user/login', { method: 'POST', body: credentials })).data;

export const logout = async (): Promise<void> => {
  await request('user/logout', { method: 'POST' });
};

/** Who is signed in changes everything the server returns: start from a clean cache. */
export const loginMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: login,
  onSuccess: (me: Me) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== keys.session.all[0] });
    queryClient.setQueryData(keys.session.me(), me);
  },
});

export const logoutMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: logout,
  onSuccess: () => {
    queryClient.clear();
  },
});
