import { createContext, type ReactNode, use, useMemo } from 'react';
import { formatPhpDate } from '@/lib/php-date';
import { useTranslation } from './I18nProvider';

/** General settings' date_time_formats (PHP patterns by name) and current_timezone (docs/product.md §3). */
export interface DateSettings {
  formats: Record<string, string>;
  timeZone: string;
}

const FALLBACK_FORMATS: Record<string, string> = {
  short: 'm/d/Y - H:i',
  medium: 'D, m/d/Y - H:i',
  long: 'l, F j, Y - H:i',
  html_date: 'Y-m-d',
  html_time: 'H:i:s',
};

const DateSettingsContext = createContext<DateSettings>({ formats: FALLBACK_FORMATS, timeZone: 'UTC' });

export function DateSettingsProvider({ value, children }: { value: DateSettings; children: ReactNode }) {
  return <DateSettingsContext value={value}>{children}</DateSettingsContext>;
}

/**
 * `formatDate(date, 'short')` in the site's time zone and the interface
 * language; an unknown format name falls back to 'medium', then to ISO.
 */
export function useFormatDate() {
  const { formats, timeZone } = use(DateSettingsContext);
  const { langcode } = useTranslation();
  return useMemo(
    () =>
      (date: Date, format: string = 'medium') => {
        const pattern = formats[format] ?? formats.medium ?? FALLBACK_FORMATS[format] ?? 'c';
        return formatPhpDate(date, pattern, { timeZone, locale: langcode });
      },
    [formats, timeZone, langcode],
  );
}
