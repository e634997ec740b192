import { formatServerDateText, type Translator } from '@/i18n';

/** Server dates are UTC (docs/product.md §9): shown in the user's language, in UTC, as the other screens do. */
export const formatDay = (value: string, langcode: string): string =>
  formatServerDateText(value, langcode, { dateStyle: 'medium' });

/** "45 minutes", "2 h 30 min": long trainings read in hours. */
export function formatDuration(minutes: number, { t, formatPlural, formatNumber }: Translator): string {
  if (minutes < 60) return formatPlural(minutes, '@count minute', '@count minutes');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? formatPlural(hours, '@count hour', '@count hours')
    : t('@hours h @minutes min', { '@hours': formatNumber(hours), '@minutes': formatNumber(rest) });
}

/** A language code as its name in the user's language ("fr" → "French"). */
export function languageName(code: string, langcode: string): string {
  try {
    return new Intl.DisplayNames([langcode], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
