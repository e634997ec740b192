import { formatServerDateText } from '@/i18n';

/** Server dates are UTC (docs/product.md §9); shown in the user's language, in UTC so every screen agrees. */
export const formatServerDateTime = (value: string, langcode: string): string =>
  formatServerDateText(value, langcode, { dateStyle: 'medium', timeStyle: 'short' });

/** A day (`yyyy-MM-dd`). */
export const formatServerDate = (value: string, langcode: string): string =>
  formatServerDateText(value, langcode, { dateStyle: 'medium' });
