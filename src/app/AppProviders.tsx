import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appearanceQueryOptions } from '@/api/appearance';
import { languagesQueryOptions } from '@/api/languages';
import { meQueryOptions } from '@/api/session';
import { generalSettingsQueryOptions } from '@/api/settings';
import { translationsQueryOptions } from '@/api/translations';
import { ThemeProvider } from '@/features/theming';
import { DateSettingsProvider, I18nProvider, useDocumentLanguage } from '@/i18n';
import { pickLanguage } from './first-load';

/** The reader's language (pickLanguage) and its direction, strings and date formats. */
function LiveLanguage({ children }: { children: ReactNode }) {
  const me = useQuery(meQueryOptions()).data;
  const general = useQuery(generalSettingsQueryOptions()).data;
  const languages = useQuery(languagesQueryOptions()).data;
  const langcode = pickLanguage(me, general);
  const direction = languages?.find((language) => language.langcode === langcode)?.direction ?? 'ltr';
  const translations = useQuery(translationsQueryOptions(langcode)).data;
  useDocumentLanguage(langcode, direction);
  return (
    <I18nProvider langcode={langcode} direction={direction} translations={translations}>
      <DateSettingsProvider
        value={{ formats: general?.date_time_formats ?? {}, timeZone: general?.current_timezone ?? 'UTC' }}
      >
        {children}
      </DateSettingsProvider>
    </I18nProvider>
  );
}

function LiveTheme({ children }: { children: ReactNode }) {
  const appearance = useQuery(appearanceQueryOptions()).data;
  return <ThemeProvider appearance={appearance}>{children}</ThemeProvider>;
}

/**
 * Providers of the production entry: the query client, then the language and
 * the appearance as the server answers them (stories set both per story).
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
