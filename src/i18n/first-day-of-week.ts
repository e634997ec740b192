import { CalendarDate, getDayOfWeek } from '@internationalized/date';
import { FALLBACK_LOCALE, isLanguageTag } from '@/lib/intl-fallback';

/** 0 = Sunday … 6 = Saturday, as date-fns counts. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A Sunday: where it falls in a locale's week says where that week starts. */
const SUNDAY = new CalendarDate(2026, 11, 1);

/**
 * The day a locale's weeks start on (Sunday for `en`, which is American English; Monday for `fr`
 * and `en-GB`; Saturday for `ar`), from the week data the kit's DatePicker reads too, so that a
 * date picker and a calendar in the same language start their weeks on the same day. A language
 * that is no language tag (`en_US`) counts as English, as the translator's formats do.
 */
export function firstDayOfWeek(locale: string): WeekStart {
  const usable = isLanguageTag(locale) ? locale : FALLBACK_LOCALE;
  return ((7 - getDayOfWeek(SUNDAY, usable)) % 7) as WeekStart;
}
