import { tz } from '@date-fns/tz';
import { addDays, format, isValid, parse, startOfDay } from 'date-fns';

export { formatServerDate, parseServerDate, SERVER_DATE_FORMAT } from '@/lib/server-date';

export const MINUTES_PER_DAY = 24 * 60;

/** What a date and a time input show: the wall clock in the user's time zone. */
export interface WallClock {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
}

export function toWallClock(instant: Date, timeZone: string): WallClock {
  const zone = tz(timeZone);
  return { date: format(instant, 'yyyy-MM-dd', { in: zone }), time: format(instant, 'HH:mm', { in: zone }) };
}

/**
 * The instant a wall-clock date and time mean in a time zone. A time the clocks
 * skip (spring forward) moves on by the gap, as the zone's own clock would;
 * an ambiguous one (fall back) takes the later, standard-time instant.
 */
export function fromWallClock({ date, time }: WallClock, timeZone: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const zone = tz(timeZone);
  const day = parse(date, 'yyyy-MM-dd', new Date(0), { in: zone });
  if (!isValid(day) || format(day, 'yyyy-MM-dd', { in: zone }) !== date) return undefined;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (hours > 23 || minutes > 59) return undefined;
  return new Date(atMinutes(day, hours * 60 + minutes, timeZone).getTime());
}

/** Midnight of the day `instant` falls on, in the zone. */
export function zonedStartOfDay(instant: Date, timeZone: string): Date {
  return new Date(startOfDay(instant, { in: tz(timeZone) }).getTime());
}

/**
 * The instant `minutes` of wall-clock time after the zone's midnight of `day`
 * (so 9:00 stays 9:00 on a day with a clock change); 1440 is the next midnight.
 */
export function atMinutes(day: Date, minutes: number, timeZone: string): Date {
  const zone = tz(timeZone);
  const date = addDays(startOfDay(day, { in: zone }), Math.floor(minutes / MINUTES_PER_DAY), { in: zone });
  const rest = minutes % MINUTES_PER_DAY;
  date.setHours(Math.floor(rest / 60), rest % 60, 0, 0);
  return new Date(date.getTime());
}

/** Wall-clock minutes since the zone's midnight of the instant's own day. */
export function minutesOfDay(instant: Date, timeZone: string): number {
  const zoned = tz(timeZone)(instant);
  return zoned.getHours() * 60 + zoned.getMinutes();
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
