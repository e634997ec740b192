import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { lazySchemas, request, requestParsed } from './client';
import { COOKIE_AGREE_PATH } from './cookie-disclaimer.constants';
import type { CookieDisclaimer } from './cookie-disclaimer.schemas';
import { keys } from './keys';
import { SITE_CONFIG_STALE_TIME_MS } from './query-client';

export { COOKIE_AGREE_PATH } from './cookie-disclaimer.constants';

export type { CookieDisclaimer } from './cookie-disclaimer.schemas';

// The banner is in the first load: its schema is fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./cookie-disclaimer.schemas'));

export const getCookieDisclaimer = async (signal?: AbortSignal): Promise<CookieDisclaimer> =>
  (await requestParsed(schema('cookieDisclaimerResponseSchema'), 'cookies-disclaimer', { signal })).data;

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
