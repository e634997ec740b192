import { type Query, type QueryClient, queryOptions } from '@tanstack/react-query';
import { lazySchemas, request, requestParsed } from './client';
import { keys } from './keys';
import { navigationQueryOptions } from './navigation';
import { SESSION_STALE_TIME_MS } from './query-client';
import type { Credentials, Me } from './session.schemas';
import { translationsQueryOptions } from './translations';

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

const notSession = (query: Query) => query.queryKey[0] !== keys.session.all[0];

/**
 * Who is signed in changes everything the server returns. What no component shows goes; what one
 * shows (the shell's settings, appearance and strings) is asked for again under the new session
 * and stays on screen meanwhile, as do the signed-in user's menu and strings, asked for beside it:
 * the page the user signed in on stays, its button busy, until the user is shown as signed in with
 * all the shell needs, never the loading screen of a first visit.
 */
export const loginMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: login,
  onSuccess: async (me: Me) => {
    queryClient.removeQueries({ type: 'inactive', predicate: notSession });
    await Promise.all([
      queryClient.refetchQueries({ type: 'active', predicate: notSession }),
      queryClient.prefetchQuery(navigationQueryOptions()),
      me.language && queryClient.prefetchQuery(translationsQueryOptions(me.language)),
    ]);
    queryClient.setQueryData(keys.session.me(), me);
  },
});

export const logoutMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: logout,
  onSuccess: () => {
    queryClient.clear();
  },
});
