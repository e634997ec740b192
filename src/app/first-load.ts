import type { QueryClient } from '@tanstack/react-query';
import { appearanceQueryOptions } from '@/api/appearance';
import { cookieDisclaimerQueryOptions } from '@/api/cookie-disclaimer';
import { languagesQueryOptions } from '@/api/languages';
import { masqueradeQueryOptions } from '@/api/masquerade';
import { navigationQueryOptions } from '@/api/navigation';
import { currentUserOf, pickLanguage } from '@/api/route-data';
import { meQueryOptions } from '@/api/session';
import {
  brandingQueryOptions,
  footerQueryOptions,
  generalSettingsQueryOptions,
  siteSettingsQueryOptions,
} from '@/api/settings';
import { translationsQueryOptions } from '@/api/translations';
import type { LocaleSettings } from '@/i18n';

/**
 * Starts the queries every first visit makes before the shell can render (their URLs are the ones
 * index.html preloads), before React's first render rather than in the effects after it: on a
 * slow phone that render takes a while, and the responses and their schemas arrive meanwhile
 * (docs/performance.md, "First load"). The components ask for the same queries and share them.
 */
export function prefetchFirstLoad(queryClient: QueryClient): void {
  const currentUser = currentUserOf(queryClient);
  void queryClient.prefetchQuery(languagesQueryOptions());
  void queryClient.prefetchQuery(appearanceQueryOptions());
  void queryClient.prefetchQuery(siteSettingsQueryOptions());
  void queryClient.prefetchQuery(brandingQueryOptions());
  void queryClient.prefetchQuery(footerQueryOptions());
  void queryClient.prefetchQuery(cookieDisclaimerQueryOptions());
  // What depends on the responses: the interface strings in the user's language, the signed-in
  // menu and whether the user acts as someone else (the masquerade banner).
  void currentUser.then(({ language, signedIn }) => {
    void queryClient.prefetchQuery(translationsQueryOptions(language));
    if (!signedIn) return;
    void queryClient.prefetchQuery(navigationQueryOptions());
    void queryClient.prefetchQuery(masqueradeQueryOptions());
  });
}

/**
 * The user's language, its direction and the site's time zone, from the responses in the cache (a
 * page the server rendered came with them); what `LiveLanguage` (AppProviders.tsx) renders with.
 */
export function localeSettingsOf(queryClient: QueryClient): LocaleSettings {
  const general = queryClient.getQueryData(generalSettingsQueryOptions().queryKey);
  const langcode = pickLanguage(queryClient.getQueryData(meQueryOptions().queryKey), general);
  const languages = queryClient.getQueryData(languagesQueryOptions().queryKey);
  const direction = languages?.find((language) => language.langcode === langcode)?.direction ?? 'ltr';
  return { langcode, direction, timeZone: general?.current_timezone ?? 'UTC' };
}
