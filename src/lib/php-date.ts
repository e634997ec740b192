import { TZDate } from '@date-fns/tz';
import { getDayOfYear, getDaysInMonth, getISOWeek, getISOWeekYear, isLeapYear } from 'date-fns';
import { dateTimeFormat } from './intl-cache';
import { formattingLocale, formattingTimeZone } from './intl-fallback';
import { portableText } from './portable-text';

/**
 * Formats a date with a PHP date() pattern (Drupal's date_time_formats,
 * docs/product.md §3) in a given time zone. Formatting the PHP pattern directly,
 * rather than translating it to a date-fns pattern, keeps the characters that
 * have no date-fns token (t, L, B, I, U, z, e, p, c, r) exact. Day and month
 * names come from Intl in the interface language, as Drupal translates them.
 */
export interface PhpDateOptions {
  timeZone: string;
  /** BCP 47 language tag for day and month names (default 'en'). */
  locale?: string;
}

const pad = (value: number, length = 2) => String(Math.trunc(Math.abs(value))).padStart(length, '0');

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
}

/** Minutes east of UTC in the zone at that instant (PHP's sign). */
const offsetMinutes = (zoned: TZDate) => -zoned.getTimezoneOffset();

function formatOffset(minutes: number, colon: boolean): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(minutes / 60)}${colon ? ':' : ''}${pad(minutes % 60)}`;
}

function zoneAbbreviation(date: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part ?? timeZone;
}

function isDaylightSaving(zoned: TZDate, timeZone: string): boolean {
  const year = zoned.getFullYear();
  const january = -new TZDate(year, 0, 1, timeZone).getTimezoneOffset();
  const july = -new TZDate(year, 6, 1, timeZone).getTimezoneOffset();
  return january !== july && offsetMinutes(zoned) === Math.max(january, july);
}

const name = (date: Date, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  portableText(dateTimeFormat(locale, { timeZone, ...options }).format(date));

export function formatPhpDate(
  date: Date,
  pattern: string,
  { timeZone: requestedZone, locale: requestedLocale = 'en' }: PhpDateOptions,
): string {
  if (Number.isNaN(date.getTime())) return '';
  // Both come from the server: one Intl cannot take is replaced (UTC, English), not thrown on.
  const timeZone = formattingTimeZone(requestedZone);
  const locale = formattingLocale(requestedLocale);
  const zoned = new TZDate(date.getTime(), timeZone);
  const day = zoned.getDate();
  const weekday = zoned.getDay();
  const hours = zoned.getHours();
  const offset = offsetMinutes(zoned);

  const character = (char: string): string | undefined => {
    switch (char) {
      // Day
      case 'd':
        return pad(day);
      case 'D':
        return name(date, locale, timeZone, { weekday: 'short' });
      case 'j':
        return String(day);
      case 'l':
        return name(date, locale, timeZone, { weekday: 'long' });
      case 'N':
        return String(weekday === 0 ? 7 : weekday);
      case 'S':
        return ordinalSuffix(day);
      case 'w':
        return String(weekday);
      case 'z':
        return String(getDayOfYear(zoned) - 1);
      // Week
      case 'W':
        return pad(getISOWeek(zoned));
      // Month
      case 'F':
        return name(date, locale, timeZone, { month: 'long' });
      case 'm':
        return pad(zoned.getMonth() + 1);
      case 'M':
        return name(date, locale, timeZone, { month: 'short' });
      case 'n':
        return String(zoned.getMonth() + 1);
      case 't':
        return String(getDaysInMonth(zoned));
      // Year
      case 'L':
        return isLeapYear(zoned) ? '1' : '0';
      case 'o':
        return String(getISOWeekYear(zoned));
      case 'Y':
        return String(zoned.getFullYear());
      case 'y':
        return pad(zoned.getFullYear() % 100);
      // Time
      case 'a':
        return hours < 12 ? 'am' : 'pm';
      case 'A':
        return hours < 12 ? 'AM' : 'PM';
      case 'B': {
        const utcSeconds = Math.floor(date.getTime() / 1000) % 86_400;
        return pad(Math.floor(((((utcSeconds + 3600) % 86_400) + 86_400) % 86_400) / 86.4), 3);
      }
      case 'g':
        return String(hours % 12 || 12);
      case 'G':
        return String(hours);
      case 'h':
        return pad(hours % 12 || 12);
      case 'H':
        return pad(hours);
      case 'i':
        return pad(zoned.getMinutes());
      case 's':
        return pad(zoned.getSeconds());
      case 'u':
        return pad(zoned.getMilliseconds() * 1000, 6);
      case 'v':
        return pad(zoned.getMilliseconds(), 3);
      // Time zone
      case 'e':
        return timeZone;
      case 'I':
        return isDaylightSaving(zoned, timeZone) ? '1' : '0';
      case 'O':
        return formatOffset(offset, false);
      case 'P':
        return formatOffset(offset, true);
      case 'p':
        return offset === 0 ? 'Z' : formatOffset(offset, true);
      case 'T':
        return zoneAbbreviation(date, timeZone);
      case 'Z':
        return String(offset * 60);
      // Full date/time
      case 'c':
        return formatPhpDate(date, 'Y-m-d\\TH:i:sP', { timeZone, locale });
      case 'r':
        return formatPhpDate(date, 'D, d M Y H:i:s O', { timeZone, locale: 'en' });
      case 'U':
        return String(Math.floor(date.getTime() / 1000));
      default:
        return undefined;
    }
  };

  let out = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index] as string;
    if (char === '\\') {
      index += 1;
      out += pattern[index] ?? '';
      continue;
    }
    out += character(char) ?? char;
  }
  return out;
}
