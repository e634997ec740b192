import { MINUTES_PER_DAY } from './time';

/** Pointer creation snaps to quarter hours. */
export const SNAP_MINUTES = 15;

/** Minutes into the day under a pointer `offset` pixels below the top of a day column, floored to the step. */
export function snapOffset(offset: number, pixelsPerMinute: number, step = SNAP_MINUTES): number {
  const minutes = Math.floor(offset / pixelsPerMinute / step) * step;
  return Math.min(Math.max(minutes, 0), MINUTES_PER_DAY - step);
}

/**
 * The slot a drag describes: from the step the pointer went down in to the end
 * of the step it is over now, whichever way it moved; at least one step long.
 */
export function dragSpan(
  fromMinutes: number,
  toMinutes: number,
  step = SNAP_MINUTES,
): { startMinutes: number; endMinutes: number } {
  const startMinutes = Math.min(fromMinutes, toMinutes);
  const endMinutes = Math.min(Math.max(fromMinutes, toMinutes) + step, MINUTES_PER_DAY);
  return { startMinutes, endMinutes };
}
