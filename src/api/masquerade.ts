import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { keys } from './keys';
import { getUsers, type User, userSchema } from './users';

/** Acting as another user: `as` is who the server answers for, `original` who really signed in. */
export const masqueradeStateSchema = z.object({
  active: z.boolean(),
  /** Whether the real user may masquerade at all (the user-menu action shows only then). */
  allowed: z.boolean(),
  original: z.nullable(userSchema),
  as: z.nullable(userSchema),
});
export type MasqueradeState = z.infer<typeof masqueradeStateSchema>;
export const masqueradeResponseSchema = envelope(masqueradeStateSchema);

export const getMasquerade = async (signal?: AbortSignal): Promise<MasqueradeState> =>
  (await requestParsed(masqueradeResponseSchema, 'masquerade', { signal })).data;

export const masqueradeQueryOptions = () =>
  queryOptions({ queryKey: keys.session.masquerade(), queryFn: ({ signal }) => getMasquerade(signal) });

export const MASQUERADE_SEARCH_LIMIT = 10;

/** People to act as: the users list filtered by name. */
export const searchMasqueradeTargets = async (name: string, signal?: AbortSignal): Promise<User[]> =>
  (await getUsers({ name, limit: MASQUERADE_SEARCH_LIMIT }, signal)).data;

export const switchToUser = async (uid: number): Promise<MasqueradeState> =>
  (await requestParsed(masqueradeResponseSchema, 'masquerade/switch', { method: 'POST', body: { uid } }))
    .data;

export const switchBack = async (): Promise<MasqueradeState> =>
  (await requestParsed(masqueradeResponseSchema, 'masquerade/back', { method: 'POST' })).data;

/** Every answer depends on who we act as: drop the cache and keep the new state. */
const resetTo = (queryClient: QueryClient) => (state: MasqueradeState) => {
  queryClient.clear();
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

export const masqueradeEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'masquerade',
    group: 'masquerade',
    summary: 'Current masquerade state',
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
