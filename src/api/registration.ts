import type { QueryClient } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { loginMutationOptions, type Me } from './session';
import { PASSWORD_MIN_LENGTH } from './values';

export type { RegistrationBody } from './registration.schemas';

/*
 * A visitor creates an account (src/features/signup/README.md). Drupal's register shape: `name`
 * (the login name), `mail`, `pass`; plus the acceptance of the terms of use. The server responds
 * with the new user, signed in, or 400 with field messages (a name or e-mail already taken).
 */

export { PASSWORD_MIN_LENGTH };

/** The response is the session's user: its schema is the session module's. */
const sessionSchema = lazySchemas(() => import('./session.schemas'));

export const register = async (body: {
  name: string;
  mail: string;
  pass: string;
  terms: boolean;
}): Promise<Me> =>
  (await requestParsed(sessionSchema('meResponseSchema'), 'user/register', { method: 'POST', body })).data;

/** A new account is signed in at once: the cache starts clean, as after a login. */
export const registerMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: register,
  onSuccess: loginMutationOptions(queryClient).onSuccess,
});
