import type { QueryClient } from '@tanstack/react-query';
import { z } from '@/api/zod';
import { requestParsed } from './client';
import { type Endpoint, endpoint, flagParam } from './endpoint';
import { loginMutationOptions, type Me } from './session';
import { meResponseSchema } from './session.schemas';

/*
 * A visitor creates an account (src/features/signup/README.md). Drupal's register shape: `name`
 * (the login name), `mail`, `pass`; plus the acceptance of the terms of use. The server responds
 * with the new user, signed in, or 400 with field messages (a name or e-mail already taken).
 */

export const PASSWORD_MIN_LENGTH = 8;

export const registrationBodySchema = z.object({
  name: z.string().min(1).max(60),
  mail: z.string().email(),
  pass: z.string().min(PASSWORD_MIN_LENGTH),
  /** 1 when the visitor accepted the terms of use; the server refuses anything else. */
  terms: flagParam,
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const register = async (body: {
  name: string;
  mail: string;
  pass: string;
  terms: boolean;
}): Promise<Me> => (await requestParsed(meResponseSchema, 'user/register', { method: 'POST', body })).data;

/** A new account is signed in at once: the cache starts clean, as after a login. */
export const registerMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: register,
  onSuccess: loginMutationOptions(queryClient).onSuccess,
});

export const registrationEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: 'user/register',
    group: 'registration',
    summary:
      'Creates an account and signs it in; 400 with field messages when the name or e-mail is taken, the password too short or the terms not accepted',
    visitors: true,
    body: registrationBodySchema,
    response: meResponseSchema,
    fieldErrors: true,
  }),
];
