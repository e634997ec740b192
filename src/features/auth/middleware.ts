import { type MiddlewareFunction, redirect } from 'react-router';
import { queryClientOf } from '@/api/route-data';
import { isAuthenticated, meQueryOptions } from '@/api/session';
import { afterLoginPath, REDIRECT_PARAM, wasRefused } from './redirect';

/**
 * The login and sign-up pages' middleware: a user who is signed in already goes on to where the login
 * would have sent them (docs/product.md §2), unless a refusal while signed in brought them here.
 */
export const sendSignedInUserOn: MiddlewareFunction = async ({ request, context }) => {
  const { searchParams } = new URL(request.url);
  if (wasRefused(searchParams)) return;
  const queryClient = queryClientOf({ context });
  // A session that failed to load is not asked for again here: its 401 is what sent the user here.
  if (queryClient.getQueryState(meQueryOptions().queryKey)?.status === 'error') return;
  const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
  if (isAuthenticated(me)) throw redirect(afterLoginPath(searchParams.get(REDIRECT_PARAM)));
};
