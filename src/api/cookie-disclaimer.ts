import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { request, requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { keys } from './keys';
import { SITE_CONFIG_STALE_TIME_MS } from './query-client';

/** Drupal's cookie-disclaimer module answers outside /api/v2. */
export const COOKIE_AGREE_PATH = '/system/ajax/cookies-disclaimer/agree';

/** disclaimer_text is HTML (render through the sanitiser); empty once the visitor agreed. */
export const cookieDisclaimerSchema = z.object({ disclaimer_text: z.nullable(z.string()) });
export type CookieDisclaimer = z.infer<typeof cookieDisclaimerSchema>;
export const cookieDisclaimerResponseSchema = envelope(cookieDisclaimerSchema);

export const getCookieDisclaimer = async (signal?: AbortSignal): Promise<CookieDisclaimer> =>
  (await requestParsed(cookieDisclaimerResponseSchema, 'cookies-disclaimer', { signal })).data;

export const cookieDisclaimerQueryOptions = () =>
  queryOptions({
    queryKey: keys.settings.cookieDisclaimer(),
    queryFn: ({ signal }) => getCookieDisclaimer(signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });

export const agreeToCookies = async (): Promise<void> => {
  await request(COOKIE_AGREE_PATH, { method: 'POST', body: { ajax: 'true' } });
};

/** docs/product.md §4: the banner hides at once, then the disclaimer is refetched. */
export const agreeToCookiesMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: agreeToCookies,
  onMutate: () => {
    queryClient.setQueryData<CookieDisclaimer>(keys.settings.cookieDisclaimer(), { disclaimer_text: '' });
  },
  onSettled: () => queryClient.invalidateQueries({ queryKey: keys.settings.cookieDisclaimer() }),
});

export const cookieDisclaimerEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'cookies-disclaimer',
    group: 'cookies',
    summary: 'Cookie notice text (HTML); empty once the current visitor agreed',
    response: cookieDisclaimerResponseSchema,
  }),
  endpoint({
    method: 'POST',
    path: COOKIE_AGREE_PATH,
    group: 'cookies',
    summary: 'Records the agreement (form-encoded ajax=true)',
    body: z.object({ ajax: z.literal('true') }),
  }),
];
