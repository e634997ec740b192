import type { QueryClient } from '@tanstack/react-query';
import { appearanceQueryOptions } from '@/api/appearance';
import { cookieDisclaimerQueryOptions } from '@/api/cookie-disclaimer';
import { languagesQueryOptions } from '@/api/languages';
import { navigationQueryOptions } from '@/api/navigation';
import { isAuthenticated, type Me, meQueryOptions } from '@/api/session';
import {
  brandingQueryOptions,
  footerQueryOptions,
  type GeneralSettings,
  generalSettingsQueryOptions,
  siteSettingsQueryOptions,
} from '@/api/settings';
import { translationsQueryOptions } from '@/api/translations';

/** docs/product.md §3: the user's language, else the site's current language, else English. */
export const pickLanguage = (me: Me | undefined, general: GeneralSettings | undefined): string =>
  me?.language ?? general?.current_language ?? 'en';

/**
 * Starts the queries every first visit makes before the shell can draw (their URLs are the ones
 * index.html preloads), before React's first render rather than in the effects after it: on a
 * slow phone that render takes a while, and the answers and their schemas arrive meanwhile
 * (docs/performance.md, "First load"). The components ask for the same queries and share them.
 */
export function prefetchFirstLoad(queryClient: QueryClient): void {
  const me = queryClient.fetchQuery(meQueryOptions());
  const general = queryClient.fetchQuery(generalSettingsQueryOptions());
  void queryClient.prefetchQuery(languagesQueryOptions());
  void queryClient.prefetchQuery(appearanceQueryOptions());
  void queryClient.prefetchQuery(siteSettingsQueryOptions());
  void queryClient.prefetchQuery(brandingQueryOptions());
  void queryClient.prefetchQuery(footerQueryOptions());
  void queryClient.prefetchQuery(cookieDisclaimerQueryOptions());
  // What depends on the answers: the interface strings in the reader's language, the signed-in menu.
  void Promise.allSettled([me, general]).then(([session, settings]) => {
    const user = session.status === 'fulfilled' ? session.value : undefined;
    const site = settings.status === 'fulfilled' ? settings.value : undefined;
    void queryClient.prefetchQuery(translationsQueryOptions(pickLanguage(user, site)));
    if (isAuthenticated(user)) void queryClient.prefetchQuery(navigationQueryOptions());
  });
}
