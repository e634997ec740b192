import { use, useMemo } from 'react';
import { formatPhpDate } from '@/lib/php-date';
import { DateSettingsContext, FALLBACK_FORMATS } from './date-settings';
import { useTranslation } from './I18nProvider';

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
