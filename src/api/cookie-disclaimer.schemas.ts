import { z } from '@/api/zod-mini';
import { COOKIE_AGREE_PATH } from './cookie-disclaimer.constants';
import { type Endpoint, endpoint, envelope } from './endpoint';

/** disclaimer_text is HTML (render through the sanitiser); empty once the visitor agreed. */
export const cookieDisclaimerSchema = z.object({ disclaimer_text: z.nullable(z.string()) });
export type CookieDisclaimer = z.infer<typeof cookieDisclaimerSchema>;
export const cookieDisclaimerResponseSchema = envelope(cookieDisclaimerSchema);

export const cookieDisclaimerEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'cookies-disclaimer',
    group: 'cookies',
    summary: 'Cookie notice text (HTML); empty once the current visitor agreed',
    visitors: true,
    response: cookieDisclaimerResponseSchema,
  }),
  endpoint({
    method: 'POST',
    path: COOKIE_AGREE_PATH,
    group: 'cookies',
    summary: 'Records the agreement (form-encoded ajax=true)',
    visitors: true,
    body: z.object({ ajax: z.literal('true') }),
  }),
];
