import { remembered } from './remembered';

/**
 * Intl formatters, made once per locale and options for the whole process. Building one loads
 * locale data and costs far more than a call to `format`: a page rendered on the server, or a list of
 * cards, would otherwise build the same formatter for each number or date it shows. The keys come
 * from the code's own options and the languages and time zones in use, so the caches stay small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const keyOf = (locale: string, options: object) => `${locale}\u0000${JSON.stringify(options)}`;

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  remembered(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  remembered(dateTimeFormats, keyOf(locale, options), () => new Intl.DateTimeFormat(locale, options));
