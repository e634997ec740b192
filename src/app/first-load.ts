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
import { walletQueryOptions } from '@/api/wallet';
import type { Direction } from '@/i18n';

/**
 * The root route's loader: starts the queries every page's shell renders with (index.html preloads
 * those that do not depend on the user), before the first render rather than in its effects. The components ask
 * for the same queries and share them; on the server the loader waits for them. Resolves once they
 * are in.
 */
export function loadShellQueries(queryClient: QueryClient): Promise<void> {
  const afterUser = currentUserOf(queryClient).then(({ language, signedIn }) =>
    Promise.all([
      // What depends on the responses: the interface strings in the user's language, the signed-in
      // menu and whether the user acts as someone else (the masquerade banner).
      queryClient.prefetchQuery(translationsQueryOptions(language)),
      signedIn && queryClient.prefetchQuery(navigationQueryOptions()),
      signedIn && queryClient.prefetchQuery(masqueradeQueryOptions()),
      // The header's points badge.
      signedIn && queryClient.prefetchQuery(walletQueryOptions()),
    ]),
  );
  return Promise.all([
    queryClient.prefetchQuery(languagesQueryOptions()),
    queryClient.prefetchQuery(appearanceQueryOptions()),
    queryClient.prefetchQuery(siteSettingsQueryOptions()),
    queryClient.prefetchQuery(brandingQueryOptions()),
    queryClient.prefetchQuery(footerQueryOptions()),
    queryClient.prefetchQuery(cookieDisclaimerQueryOptions()),
    afterUser,
  ]).then(() => undefined);
}

/** The language a page is rendered in, and its direction: what `<html lang dir>` says. */
export interface LocaleSettings {
  langcode: string;
  direction: Direction;
}

/**
 * The user's language and its direction, from the responses in the cache, as `LiveLanguage`
 * (AppProviders.tsx) picks them.
 */
export function localeSettingsOf(queryClient: QueryClient): LocaleSettings {
  const general = queryClient.getQueryData(generalSettingsQueryOptions().queryKey);
  const langcode = pickLanguage(queryClient.getQueryData(meQueryOptions().queryKey), general);
  const languages = queryClient.getQueryData(languagesQueryOptions().queryKey);
  const direction = languages?.find((language) => language.langcode === langcode)?.direction ?? 'ltr';
  return { langcode, direction };
}
