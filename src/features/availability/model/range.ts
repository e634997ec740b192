import { tz } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, endOfMonth, startOfMonth, startOfWeek } from 'date-fns';
import type { WeekStart } from '@/i18n';
import { zonedStartOfDay } from './time';

export type CalendarView = 'week' | 'month';

export interface VisibleRange {
  view: CalendarView;
  /** First instant shown: the zone's midnight of the first day. */
  start: Date;
  /** First instant after the range (exclusive). */
  end: Date;
  /** The zone's midnight of each day shown, in order (7 for a week, whole weeks for a month). */
  days: Date[];
  /** Month view: the zone's midnight of the 1st of the month the anchor is in. */
  month?: Date;
}

const plain = (date: Date) => new Date(date.getTime());

/**
 * The days a view shows around `anchor`, in the user's time zone: the week that
 * holds it, or every whole week that touches its month, weeks starting on `weekStartsOn` (the
 * language's, `firstDayOfWeek`).
 */
export function visibleRange(
  view: CalendarView,
  anchor: Date,
  timeZone: string,
  weekStartsOn: WeekStart,
): VisibleRange {
  const zone = tz(timeZone);
  const first =
    view === 'week'
      ? startOfWeek(anchor, { in: zone, weekStartsOn })
      : startOfWeek(startOfMonth(anchor, { in: zone }), { in: zone, weekStartsOn });
  const lastMonthDay = endOfMonth(anchor, { in: zone });
  const afterLast =
    view === 'week'
      ? addWeeks(first, 1, { in: zone })
      : addWeeks(startOfWeek(lastMonthDay, { in: zone, weekStartsOn }), 1, { in: zone });
  const days: Date[] = [];
  for (let day = first; day < afterLast; day = addDays(day, 1, { in: zone })) days.push(plain(day));
  return {
    view,
    start: plain(first),
    end: plain(afterLast),
    days,
    ...(view === 'month' ? { month: plain(startOfMonth(anchor, { in: zone })) } : {}),
  };
}

/** The anchor one view later (`step` 1) or earlier (-1). */
export function shiftAnchor(view: CalendarView, anchor: Date, step: number, timeZone: string): Date {
  const zone = tz(timeZone);
  return plain(
    view === 'week' ? addWeeks(anchor, step, { in: zone }) : addMonths(anchor, step, { in: zone }),
  );
}

export function isSameZonedDay(a: Date, b: Date, timeZone: string): boolean {
  return zonedStartOfDay(a, timeZone).getTime() === zonedStartOfDay(b, timeZone).getTime();
}

/** Splits a range's days into rows of seven (month view weeks). */
export function weeksOf(days: Date[]): Date[][] {
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}
