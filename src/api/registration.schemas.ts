import { z } from '@/api/zod';
import { type Endpoint, endpoint, flagParam, idempotencyHeadersSchema } from './endpoint';
import { meResponseSchema } from './session.schemas';
import { PASSWORD_MIN_LENGTH } from './values';

export const registrationBodySchema = z.object({
  name: z.string().min(1).max(60),
  mail: z.string().email(),
  pass: z.string().min(PASSWORD_MIN_LENGTH),
  /** 1 when the visitor accepted the terms of use; the server refuses anything else. */
  terms: flagParam,
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const registrationEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: 'user/register',
    group: 'registration',
    summary:
      'Creates an account and signs it in; 400 with field messages when the name or e-mail is taken, the password too short or the terms not accepted',
    visitors: true,
    headers: idempotencyHeadersSchema(),
    body: registrationBodySchema,
    response: meResponseSchema,
    fieldErrors: true,
  }),
];
