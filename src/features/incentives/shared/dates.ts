import { parseServerDate } from '@/lib/server-date';

/** Server dates are UTC (docs/product.md §9); shown in the reader's language, in UTC so every screen agrees. */
export function formatServerDateTime(value: string, langcode: string): string {
  return new Intl.DateTimeFormat(langcode, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(parseServerDate(value) ?? new Date(Number.NaN));
}

export function formatServerDate(value: string, langcode: string): string {
  return new Intl.DateTimeFormat(langcode, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}
