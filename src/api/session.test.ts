import { ADMIN_UID, CREDENTIALS, LEARNER_UID } from '@fixtures/users';
import { createMockServer } from '@mocks/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masqueradeQueryOptions, switchBackMutationOptions, switchToUserMutationOptions } from './masquerade';
import { createQueryClient } from './query-client';
import { loginMutationOptions, logoutMutationOptions, meQueryOptions } from './session';
import { generalSettingsQueryOptions } from './settings';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

describe('changing who is signed in resets what the cache knows', () => {
  it('login keeps the new current user and drops responses given to the visitor', async () => {
    mock.useScenario('visitor');
    const client = createQueryClient({ retry: false });
    await client.fetchQuery(meQueryOptions());
    await client.fetchQuery(generalSettingsQueryOptions());
    const login = loginMutationOptions(client);
    login.onSuccess(await login.mutationFn(CREDENTIALS.learner));
    expect(client.getQueryData(meQueryOptions().queryKey)?.uid).toBe(LEARNER_UID);
    expect(client.getQueryData(generalSettingsQueryOptions().queryKey)).toBeUndefined();
    expect((await client.fetchQuery(generalSettingsQueryOptions())).incentives_shop).toBe(true);

    const logout = logoutMutationOptions(client);
    await logout.mutationFn();
    logout.onSuccess();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect((await client.fetchQuery(meQueryOptions())).uid).toBeUndefined();
  });

  it('acting as someone, and switching back, starts from a clean cache holding the new state', async () => {
    mock.useScenario('administrator');
    const client = createQueryClient({ retry: false });
    expect((await client.fetchQuery(meQueryOptions())).uid).toBe(ADMIN_UID);
    const switchTo = switchToUserMutationOptions(client);
    switchTo.onSuccess(await switchTo.mutationFn(LEARNER_UID));
    expect(client.getQueryData(meQueryOptions().queryKey)).toBeUndefined();
    expect(client.getQueryData(masqueradeQueryOptions().queryKey)).toMatchObject({ active: true });
    expect((await client.fetchQuery(meQueryOptions())).uid).toBe(LEARNER_UID);

    const back = switchBackMutationOptions(client);
    back.onSuccess(await back.mutationFn());
    expect((await client.fetchQuery(meQueryOptions())).uid).toBe(ADMIN_UID);
  });
});
