import type { QueryClient } from '@tanstack/react-query';
import { slotsQueryOptions, slotsRange } from '@/api/availability';
import { currentUserOf } from '@/api/route-data';
import { generalSettingsQueryOptions } from '@/api/settings';
import { firstDayOfWeek } from '@/i18n';
import { type CalendarView, type VisibleRange, visibleRange } from './model/range';
import { fromWallClock, isValidTimeZone } from './model/time';

/** The user's time zone (general settings' current_timezone); UTC until it is known or when it is not valid. */
export const userTimeZoneOf = (zone: string | undefined): string =>
  zone && isValidTimeZone(zone) ? zone : 'UTC';

/**
 * What the calendar shows: the view and date of the address (`?view=month&date=2026-11-02`, so a
 * reload or a shared link keeps them), else the week of `now`.
 */
export function calendarLocationOf(
  params: URLSearchParams,
  timeZone: string,
  now: Date,
): { view: CalendarView; anchor: Date } {
  const view: CalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const date = params.get('date');
  const anchor = (date && fromWallClock({ date, time: '12:00' }, timeZone)) || now;
  return { view, anchor };
}

/** The slots of a person's calendar (the signed-in user's own without `uid`) over the range shown. */
export const calendarSlotsQuery = (uid: number | undefined, range: Pick<VisibleRange, 'start' | 'end'>) =>
  slotsQueryOptions(slotsRange(uid, range.start, range.end));

/**
 * Starts the slots a calendar is first rendered with, derived as AvailabilityPanel derives them
 * (the user's time zone, and their language's first day of the week).
 * `now` is the loader's clock, read a moment before the page reads its own: the two differ only
 * across the start of a week (or a month in the month view) without a date in the address.
 */
export async function prefetchCalendar(
  queryClient: QueryClient,
  uid: number | undefined,
  params: URLSearchParams,
  now = new Date(),
): Promise<void> {
  const [settings, { language }] = await Promise.all([
    queryClient.ensureQueryData(generalSettingsQueryOptions()).catch(() => undefined),
    currentUserOf(queryClient),
  ]);
  const timeZone = userTimeZoneOf(settings?.current_timezone);
  const { view, anchor } = calendarLocationOf(params, timeZone, now);
  const range = visibleRange(view, anchor, timeZone, firstDayOfWeek(language));
  await queryClient.prefetchQuery(calendarSlotsQuery(uid, range));
}
