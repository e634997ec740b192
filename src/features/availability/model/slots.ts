import type { Slot, SlotInput } from '@/api/availability';
import {
  atMinutes,
  formatServerDate,
  fromWallClock,
  MINUTES_PER_DAY,
  parseServerDate,
  toWallClock,
} from './time';
import type { CalendarSlot } from './types';

/**
 * The calendar's view of a server slot. `repeat_until` is a date without a
 * zone: the user picked it on their own calendar, so the series may start up
 * to the end of that day in their time zone.
 */
export function toCalendarSlot(slot: Slot, timeZone: string): CalendarSlot | undefined {
  const start = parseServerDate(slot.start);
  const end = parseServerDate(slot.end);
  if (!start || !end) return undefined;
  const untilDay = slot.repeat_until
    ? fromWallClock({ date: slot.repeat_until, time: '00:00' }, timeZone)
    : undefined;
  return {
    id: slot.id,
    start,
    end,
    status: slot.status,
    recurrence: slot.repeat_weekly
      ? {
          frequency: 'weekly',
          until: untilDay ? new Date(atMinutes(untilDay, MINUTES_PER_DAY, timeZone).getTime() - 1) : null,
        }
      : null,
    note: slot.note,
  };
}

/** What the slot form edits: wall-clock values as the inputs show them. */
export interface SlotFormValues {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  status: Slot['status'];
  repeatWeekly: boolean;
  /** yyyy-MM-dd or '' for no end. */
  repeatUntil: string;
  note: string;
}

export function formValuesForRange(start: Date, end: Date, timeZone: string): SlotFormValues {
  const from = toWallClock(start, timeZone);
  const to = toWallClock(end, timeZone);
  return {
    startDate: from.date,
    startTime: from.time,
    endDate: to.date,
    endTime: to.time,
    status: 'available',
    repeatWeekly: false,
    repeatUntil: '',
    note: '',
  };
}

export function formValuesForSlot(slot: Slot, timeZone: string): SlotFormValues {
  const start = parseServerDate(slot.start) ?? new Date(Number.NaN);
  const end = parseServerDate(slot.end) ?? new Date(Number.NaN);
  return {
    ...formValuesForRange(start, end, timeZone),
    status: slot.status,
    repeatWeekly: slot.repeat_weekly,
    repeatUntil: slot.repeat_until ?? '',
    note: slot.note,
  };
}

export const NOTE_MAX_LENGTH = 500;

/** Client-side rule names; the form turns them into translated messages. */
export type SlotFormProblem =
  | 'startRequired'
  | 'endRequired'
  | 'endNotAfterStart'
  | 'untilBeforeStart'
  | 'noteTooLong';

export type SlotFormField = 'start' | 'end' | 'repeat_until' | 'note';

/**
 * Checks the form and builds the request body (UTC server format). Field keys
 * match the server's message paths, so client and server errors land on the
 * same fields.
 */
export function toSlotInput(
  values: SlotFormValues,
  timeZone: string,
): { input: SlotInput; problems: Partial<Record<SlotFormField, SlotFormProblem>> } {
  const problems: Partial<Record<SlotFormField, SlotFormProblem>> = {};
  const start = fromWallClock({ date: values.startDate, time: values.startTime }, timeZone);
  const end = fromWallClock({ date: values.endDate, time: values.endTime }, timeZone);
  if (!start) problems.start = 'startRequired';
  if (!end) problems.end = 'endRequired';
  if (start && end && end <= start) problems.end = 'endNotAfterStart';
  if (
    values.repeatWeekly &&
    values.repeatUntil &&
    start &&
    values.repeatUntil < toWallClock(start, timeZone).date
  ) {
    problems.repeat_until = 'untilBeforeStart';
  }
  if (values.note.length > NOTE_MAX_LENGTH) problems.note = 'noteTooLong';
  return {
    input: {
      start: start ? formatServerDate(start) : '',
      end: end ? formatServerDate(end) : '',
      status: values.status,
      repeat_weekly: values.repeatWeekly,
      repeat_until: values.repeatWeekly && values.repeatUntil ? values.repeatUntil : null,
      note: values.note,
    },
    problems,
  };
}
