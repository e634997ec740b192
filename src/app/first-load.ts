import type { QueryClient } from '@tanstack/react-query';
import type { Reader } from '@/api/access';
import { appearanceQueryOptions } from '@/api/appearance';
import { cookieDisclaimerQueryOptions } from '@/api/cookie-disclaimer';
import { languagesQueryOptions } from '@/api/languages';
import { masqueradeQueryOptions } from '@/api/masquerade';
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
import type { LocaleSettings } from '@/i18n';

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
  const reader = readerOf(queryClient);
  void queryClient.prefetchQuery(languagesQueryOptions());
  void queryClient.prefetchQuery(appearanceQueryOptions());
  void queryClient.prefetchQuery(siteSettingsQueryOptions());
  void queryClient.prefetchQuery(brandingQueryOptions());
  void queryClient.prefetchQuery(footerQueryOptions());
  void queryClient.prefetchQuery(cookieDisclaimerQueryOptions());
  // What depends on the answers: the interface strings in the reader's language, the signed-in
  // menu and whether the reader acts as someone else (the masquerade banner).
  void reader.then(({ language, signedIn }) => {
    void queryClient.prefetchQuery(translationsQueryOptions(language));
    if (!signedIn) return;
    void queryClient.prefetchQuery(navigationQueryOptions());
    void queryClient.prefetchQuery(masqueradeQueryOptions());
  });
}

/**
 * The reader's language and whether they are signed in, once the session and the general settings
 * have answered (the same queries the shell asks for, so no second request). A failed answer counts
 * as missing: the language falls back as `pickLanguage` says.
 */
export async function readerOf(queryClient: QueryClient): Promise<Reader> {
  const [session, settings] = await Promise.allSettled([
    queryClient.fetchQuery(meQueryOptions()),
    queryClient.fetchQuery(generalSettingsQueryOptions()),
  ]);
  const user = session.status === 'fulfilled' ? session.value : undefined;
  const site = settings.status === 'fulfilled' ? settings.value : undefined;
  return { language: pickLanguage(user, site), signedIn: isAuthenticated(user) };
}

/**
 * The reader's language, its direction and the site's time zone, from the answers in the cache (a
 * page the server drew came with them); what `LiveLanguage` (AppProviders.tsx) draws with.
 */
export function localeSettingsOf(queryClient: QueryClient): LocaleSettings {
  const general = queryClient.getQueryData(generalSettingsQueryOptions().queryKey);
  const langcode = pickLanguage(queryClient.getQueryData(meQueryOptions().queryKey), general);
  const languages = queryClient.getQueryData(languagesQueryOptions().queryKey);
  const direction = languages?.find((language) => language.langcode === langcode)?.direction ?? 'ltr';
  return { langcode, direction, timeZone: general?.current_timezone ?? 'UTC' };
}
