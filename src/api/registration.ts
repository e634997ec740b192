import type { QueryClient } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { idempotencyHeaders } from './idempotency';
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

// A type, not an interface: the request body takes any record of its fields.
export type Registration = { name: string; mail: string; pass: string; terms: boolean };

/**
 * `idempotencyKey`: the same key for the same account sent again (`idempotencyKeys`), so an account
 * created before the response was lost signs in rather than being refused as taken.
 */
export const register = async (body: Registration, idempotencyKey?: string): Promise<Me> =>
  (
    await requestParsed(sessionSchema('meResponseSchema'), 'user/register', {
      method: 'POST',
      body,
      headers: idempotencyHeaders(idempotencyKey),
    })
  ).data;

/** A new account is signed in at once: the cache starts clean, as after a login. */
export const registerMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: ({ idempotencyKey, ...body }: Registration & { idempotencyKey?: string }) =>
    register(body, idempotencyKey),
  onSuccess: loginMutationOptions(queryClient).onSuccess,
});
