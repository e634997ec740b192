import { fromServerDateTime } from '@/api/incentives-common';

/** Server dates are UTC (docs/product.md §9); shown in the reader's language, in UTC so every screen agrees. */
export function formatServerDateTime(value: string, langcode: string): string {
  return new Intl.DateTimeFormat(langcode, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(fromServerDateTime(value));
}

export function formatServerDate(value: string, langcode: string): string {
  return new Intl.DateTimeFormat(langcode, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}
