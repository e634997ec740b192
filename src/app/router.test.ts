import type { DataRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { type Me, meQueryOptions } from '@/api/session';
import { createAppMemoryRouter, createAppQueryClient } from './router';

const ROUTES = [{ path: '/catalog' }, { path: '/user/login' }];

/** The router once a query of /catalog has responded with 401, with `me` cached as given. */
async function refusedAt(me: Me | undefined): Promise<DataRouter> {
  let router: DataRouter | undefined;
  const queryClient = createAppQueryClient(() => router, { retry: false });
  router = createAppMemoryRouter(ROUTES, '/catalog?page=2', queryClient);
  if (me) queryClient.setQueryData(meQueryOptions().queryKey, me);
  await queryClient
    .fetchQuery({
      queryKey: ['catalog'],
      queryFn: () => Promise.reject(new ApiError('HTTP_ERROR', 'GET catalog responded 401', { status: 401 })),
    })
    .catch(() => undefined);
  const navigated = router;
  await vi.waitFor(() => expect(navigated.state.location.pathname).toBe('/user/login'));
  return navigated;
}

describe('a 401 (createAppQueryClient)', () => {
  it('sends a visitor to the login page, with the way back', async () => {
    const router = await refusedAt({ language: 'en', roles: ['anonymous'] });
    expect(router.state.location.search).toBe('?redirectTo=%2Fcatalog%3Fpage%3D2');
  });

  it('tells the login page when `me` says signed in, so that it does not send the user back (issue 44)', async () => {
    const router = await refusedAt({ uid: 2, language: 'en', roles: ['authenticated'] });
    expect(router.state.location.search).toBe('?redirectTo=%2Fcatalog%3Fpage%3D2&refused=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
