import { ADMIN_UID, CREDENTIALS, LEARNER_UID } from '@fixtures/users';
import { createMockServer } from '@mocks/node';
import { QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { masqueradeQueryOptions, switchBackMutationOptions, switchToUserMutationOptions } from './masquerade';
import { navigationQueryOptions } from './navigation';
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
    await login.onSuccess(await login.mutationFn(CREDENTIALS.learner));
    expect(client.getQueryData(meQueryOptions().queryKey)?.uid).toBe(LEARNER_UID);
    expect(client.getQueryData(generalSettingsQueryOptions().queryKey)).toBeUndefined();
    expect((await client.fetchQuery(generalSettingsQueryOptions())).incentives_shop).toBe(true);

    const logout = logoutMutationOptions(client);
    await logout.mutationFn();
    logout.onSuccess();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect((await client.fetchQuery(meQueryOptions())).uid).toBeUndefined();
  });

  it('login asks again for what is on screen, keeping it there until the new responses are in', async () => {
    mock.useScenario('visitor');
    const client = createQueryClient({ retry: false });
    await client.fetchQuery(meQueryOptions());
    // On screen: a component observes the general settings (the shell does).
    const observer = new QueryObserver(client, generalSettingsQueryOptions());
    const seen: (boolean | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data?.incentives_shop));
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    seen.length = 0;
    const login = loginMutationOptions(client);
    const signedIn = login.onSuccess(await login.mutationFn(CREDENTIALS.learner));
    // Until the new responses are in, the visitor is still who the cache says is signed in.
    expect(client.getQueryData(meQueryOptions().queryKey)?.uid).toBeUndefined();
    await signedIn;
    expect(client.getQueryData(meQueryOptions().queryKey)?.uid).toBe(LEARNER_UID);
    // The learner's settings, from a request made with the new session; never no settings at all.
    expect(observer.getCurrentResult().data?.incentives_shop).toBe(true);
    expect(seen).not.toContain(undefined);
    // The signed-in user's menu is in before the user is shown as signed in.
    expect(client.getQueryData(navigationQueryOptions().queryKey)).toBeDefined();
    unsubscribe();
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
