import { useMemo } from 'react';
import { useTranslation } from '@/i18n';
import { formattingLocale } from '@/lib/intl-fallback';
import { portableText } from '@/lib/portable-text';
import type { VisibleRange } from '../model/range';
import { toWallClock } from '../model/time';

/**
 * Locale- and zone-aware labels of the calendar. Times use the 24-hour clock
 * like the site's default date formats ('H:i').
 */
export function useCalendarFormat(timeZone: string) {
  const { langcode } = useTranslation();
  return useMemo(() => {
    const make = (options: Intl.DateTimeFormatOptions) => {
      const format = new Intl.DateTimeFormat(formattingLocale(langcode), { timeZone, ...options });
      // The same text on the server and in every browser (src/lib/portable-text.ts).
      return {
        format: (date: Date) => portableText(format.format(date)),
        formatRange: (start: Date, end: Date) => portableText(format.formatRange(start, end)),
        formatToParts: (date: Date) => format.formatToParts(date),
      };
    };
    const time = make({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const day = make({ weekday: 'long', day: 'numeric', month: 'long' });
    const dayOfMonth = make({ day: 'numeric' });
    const weekdayShort = make({ weekday: 'short' });
    const weekdayNarrow = make({ weekday: 'narrow' });
    const dayWithYear = make({ day: 'numeric', month: 'long', year: 'numeric' });
    const zone = make({ timeZoneName: 'short' });
    const monthYear = make({ month: 'long', year: 'numeric' });
    const dateTime = make({
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    return {
      time: (date: Date) => time.format(date),
      /** The time's parts ("09", ":", "00"), for a chip that may break it after a separator. */
      timeParts: (date: Date) =>
        time.formatToParts(date).map((part) => ({ type: part.type, value: portableText(part.value) })),
      timeRange: (start: Date, end: Date) => `${time.format(start)} – ${time.format(end)}`,
      /** "Monday, 2 November" */
      day: (date: Date) => day.format(date),
      dayOfMonth: (date: Date) => dayOfMonth.format(date),
      weekdayShort: (date: Date) => weekdayShort.format(date),
      /** "M": what a month's column on a phone has room for ("الثلاثاء", Arabic's short Tuesday, is not). */
      weekdayNarrow: (date: Date) => weekdayNarrow.format(date),
      dateTime: (date: Date) => dateTime.format(date),
      /** "Monday, November 2, 09:00 – 11:00", with both dates when it runs past midnight. */
      dateTimeRange: (start: Date, end: Date) => dateTime.formatRange(start, end),
      /** "UTC", "GMT+1": the zone's short name at that instant. */
      zoneName: (date: Date) =>
        zone.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone,
      /** yyyy-MM of the day in the zone, to compare months. */
      monthKey: (date: Date) => toWallClock(date, timeZone).date.slice(0, 7),
      /** The heading: "2 – 8 November 2026" for a week, "November 2026" for a month. */
      range: (range: VisibleRange) => {
        if (range.view === 'month' && range.month) return monthYear.format(range.month);
        const last = range.days[range.days.length - 1] ?? range.start;
        return dayWithYear.formatRange(range.start, last);
      },
    };
  }, [langcode, timeZone]);
}

export type CalendarFormat = ReturnType<typeof useCalendarFormat>;
