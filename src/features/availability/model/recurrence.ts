import { tz } from '@date-fns/tz';
import { addWeeks } from 'date-fns';
import type { CalendarSlot, Occurrence } from './types';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Every occurrence of the slots that overlaps [start, end), weekly slots
 * expanded. Repetitions keep the wall-clock time in the user's time zone, so a
 * 9:00 slot stays at 9:00 across a daylight-saving change. Sorted by start.
 */
export function expandOccurrences(
  slots: readonly CalendarSlot[],
  range: { start: Date; end: Date },
  timeZone: string,
): Occurrence[] {
  const zone = tz(timeZone);
  const occurrences: Occurrence[] = [];
  // The most weeks whose repetition can overlap the range, with slack for DST and the first jump.
  const weeks = Math.ceil((range.end.getTime() - range.start.getTime()) / WEEK_MS) + 4;
  for (const slot of slots) {
    // A date that is not one (out of Date's range) has nothing to show.
    if (Number.isNaN(slot.start.getTime()) || Number.isNaN(slot.end.getTime())) continue;
    if (slot.end <= slot.start) continue;
    // A weekly slot longer than its week overlaps itself: it is shown once, as it was given.
    if (!slot.recurrence || slot.end.getTime() - slot.start.getTime() > WEEK_MS) {
      if (slot.start < range.end && slot.end > range.start) {
        occurrences.push({ key: `${slot.id}:0`, slot, index: 0, start: slot.start, end: slot.end });
      }
      continue;
    }
    const duration = slot.end.getTime() - slot.start.getTime();
    // Jump close to the range rather than walking from the first week; one week of slack covers DST.
    const first = Math.max(
      0,
      Math.floor((range.start.getTime() - slot.start.getTime() - duration) / WEEK_MS) - 1,
    );
    for (let index = first; index < first + weeks; index += 1) {
      const start = new Date(addWeeks(slot.start, index, { in: zone }).getTime());
      if (start >= range.end) break;
      if (slot.recurrence.until && start > slot.recurrence.until) break;
      const end = new Date(addWeeks(slot.end, index, { in: zone }).getTime());
      if (end > range.start) occurrences.push({ key: `${slot.id}:${index}`, slot, index, start, end });
    }
  }
  return occurrences.sort((a, b) => a.start.getTime() - b.start.getTime() || a.slot.id - b.slot.id);
}
