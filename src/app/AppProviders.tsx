import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appearanceQueryOptions } from '@/api/appearance';
import { languagesQueryOptions } from '@/api/languages';
import { pickLanguage } from '@/api/route-data';
import { meQueryOptions } from '@/api/session';
import { generalSettingsQueryOptions } from '@/api/settings';
import { translationsQueryOptions } from '@/api/translations';
import { ThemeProvider } from '@/features/theming';
import { DateSettingsProvider, I18nProvider, useDocumentLanguage } from '@/i18n';

/** The user's language (pickLanguage) and its direction, strings and date formats. */
function LiveLanguage({ children }: { children: ReactNode }) {
  const meQuery = useQuery(meQueryOptions());
  const generalQuery = useQuery(generalSettingsQueryOptions());
  const languages = useQuery(languagesQueryOptions()).data;
  const langcode = pickLanguage(meQuery.data, generalQuery.data);
  const direction = languages?.find((language) => language.langcode === langcode)?.direction ?? 'ltr';
  // Asked for once the language is settled: before the session and settings respond it reads
  // 'en', and a French user would fetch the English strings for nothing.
  const translations = useQuery({
    ...translationsQueryOptions(langcode),
    enabled: !meQuery.isPending && !generalQuery.isPending,
  }).data;
  useDocumentLanguage(langcode, direction);
  return (
    <I18nProvider langcode={langcode} direction={direction} translations={translations}>
      <SiteDateSettings>{children}</SiteDateSettings>
    </I18nProvider>
  );
}

/** The site's date formats and the user's time zone, from the general settings (page stories use it too). */
export function SiteDateSettings({ children }: { children: ReactNode }) {
  const general = useQuery(generalSettingsQueryOptions()).data;
  return (
    <DateSettingsProvider
      value={{ formats: general?.date_time_formats ?? {}, timeZone: general?.current_timezone ?? 'UTC' }}
    >
      {children}
    </DateSettingsProvider>
  );
}

function LiveTheme({ children }: { children: ReactNode }) {
  const appearance = useQuery(appearanceQueryOptions()).data;
  return <ThemeProvider appearance={appearance}>{children}</ThemeProvider>;
}

/**
 * Providers of the production entry: the query client, then the language and
 * the appearance as the server returns them (stories set both per story).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveLanguage>
        <LiveTheme>{children}</LiveTheme>
      </LiveLanguage>
    </QueryClientProvider>
  );
}
