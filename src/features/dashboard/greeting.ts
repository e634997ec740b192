import { TZDate } from '@date-fns/tz';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** 05:00–11:59 morning, 12:00–17:59 afternoon, otherwise evening, in the user's time zone. */
export function dayPartAt(now: Date, timeZone = 'UTC'): DayPart {
  let hour: number;
  try {
    hour = new TZDate(now, timeZone).getHours();
  } catch {
    hour = now.getUTCHours();
  }
  if (Number.isNaN(hour)) hour = now.getUTCHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
