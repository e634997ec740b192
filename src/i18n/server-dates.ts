import { dateTimeFormat } from '@/lib/intl-cache';
import { formattingLocale } from '@/lib/intl-fallback';
import { portableText } from '@/lib/portable-text';
import { parseServerDate } from '@/lib/server-date';
import { warnOnce } from '@/lib/warn-once';

/**
 * A server date (`yyyy-MM-dd HH:mm:ss`, or a day `yyyy-MM-dd`, in UTC: docs/product.md §9) in the
 * user's language, in UTC so that every screen agrees. A value that is no such date is shown as
 * it came, and said once in the console: Intl throws on an invalid date, and that would bring the
 * whole page down over one field.
 */
export function formatServerDateText(
  value: string,
  langcode: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = parseServerDate(value) ?? parseServerDate(`${value} 00:00:00`);
  if (!date) {
    warnOnce(`"${value}" is not a date as the server writes them (yyyy-MM-dd HH:mm:ss): shown as it came.`);
    return value;
  }
  return portableText(
    dateTimeFormat(formattingLocale(langcode), { ...options, timeZone: 'UTC' }).format(date),
  );
}
