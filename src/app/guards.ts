import { type MiddlewareFunction, redirect } from 'react-router';
import { decideGates, type Gate } from '@/api/access';
import { hasStatus } from '@/api/errors';
import { queryClientOf } from '@/api/route-data';
import { isAuthenticated, meQueryOptions } from '@/api/session';
import { generalSettingsQueryOptions, publicConfigQueryOptions } from '@/api/settings';
import { DEFAULT_AFTER_LOGIN, LOGIN_PATH, loginPathFor } from '@/features/auth';

/*
 * The guards of docs/product.md §2 as React Router middleware of pathless layout routes: they run
 * before the loaders below them and before anything renders, on the server as in the browser, and
 * send the user elsewhere with the router's `redirect` (a 302 on the server). Their queries are the
 * shell's own, so in the browser they are usually in the cache already.
 */

/** Where a refused request sends its user: 401 to sign in, 403 to /denied; anything else is thrown on. */
function redirectFor(error: unknown, url: URL): never {
  if (hasStatus(error, 401)) throw redirect(loginPathFor(url));
  if (hasStatus(error, 403)) throw redirect('/denied');
  throw error;
}

/** docs/product.md §2/§6: visitors go to /user/login?redirectTo=<the page they asked for>. */
export const requireUser: MiddlewareFunction = async ({ request, context }) => {
  const url = new URL(request.url);
  const me = await queryClientOf({ context })
    .ensureQueryData(meQueryOptions())
    .catch((error: unknown) => redirectFor(error, url));
  if (!isAuthenticated(me)) throw redirect(loginPathFor(url));
};

/**
 * docs/product.md §2 "Feature-gated routes": every flag of the general settings the gates name must
 * be true; a closed gate sends the user to /denied, or to /not-found for a gate marked `notFound`.
 */
export const requireGates =
  (gates: Gate | readonly Gate[]): MiddlewareFunction =>
  async ({ request, context }) => {
    const settings = await queryClientOf({ context })
      .ensureQueryData(generalSettingsQueryOptions())
      .catch((error: unknown) => redirectFor(error, new URL(request.url)));
    const decision = decideGates(settings, gates);
    if (decision === 'denied') throw redirect('/denied');
    if (decision === 'not-found') throw redirect('/not-found');
  };

/**
 * docs/product.md §2, route `/`: signed-in users go to /dashboard; visitors go to /user/login when
 * the catalogue or the storefront page is off; otherwise they see the storefront home.
 */
export const homeRules: MiddlewareFunction = async ({ context }) => {
  const queryClient = queryClientOf({ context });
  const [config, me] = await Promise.all([
    queryClient.ensureQueryData(publicConfigQueryOptions()),
    queryClient.ensureQueryData(meQueryOptions()),
  ]);
  if (isAuthenticated(me)) throw redirect(DEFAULT_AFTER_LOGIN);
  if (!config.catalog || !config.storefront_page) throw redirect(LOGIN_PATH);
};
