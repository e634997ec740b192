import { useMemo } from 'react';
import { firstDayOfWeek, useTranslation } from '@/i18n';
import { type CalendarView, visibleRange } from '../model/range';

/** The days a view shows around `anchor`, weeks starting on the user's language's first day. */
export function useVisibleRange(view: CalendarView, anchor: Date, timeZone: string) {
  const weekStartsOn = firstDayOfWeek(useTranslation().langcode);
  return useMemo(
    () => visibleRange(view, anchor, timeZone, weekStartsOn),
    [view, anchor, timeZone, weekStartsOn],
  );
}
