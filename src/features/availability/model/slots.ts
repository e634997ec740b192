import { type Slot, type SlotInput, slotInputSchema } from '@/api/availability.schemas';
import { ApiError, isApiError } from '@/api/errors';
import { z } from '@/api/zod';
import { SERVER_DAY } from '@/lib/server-date';
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

/**
 * The slot form's schema: the contract's request (`slotInputSchema`, src/api/availability.schemas.ts) with
 * its instants split into the date and time a person picks on their own calendar, and the messages
 * a person needs (docs/forms.md). Messages are catalogue keys, translated by the form's fields.
 */
export const slotFormSchema = (timeZone: string) =>
  slotInputSchema
    .pick({ status: true, repeat_weekly: true, repeat_until: true })
    .extend({
      /** yyyy-MM-dd and HH:mm on the wall clock of `timeZone`. */
      startDate: z.string(),
      startTime: z.string(),
      endDate: z.string(),
      endTime: z.string(),
      // The contract's own limit, with a message a person can act on.
      note: z.string().max(NOTE_MAX_LENGTH, NOTE_TOO_LONG),
    })
    .superRefine((values, context) => {
      for (const issue of slotProblems(values, timeZone))
        context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    });

export type SlotFormValues = z.infer<ReturnType<typeof slotFormSchema>>;
export type SlotFormField = keyof SlotFormValues;

export const NOTE_MAX_LENGTH = slotInputSchema.shape.note.maxLength ?? 500;
const NOTE_TOO_LONG = 'The note cannot be longer than 500 characters.';

/** The fields that show the server's messages, in the order of the form (the first takes the focus). */
export const SLOT_FORM_FIELDS = [
  'startTime',
  'endTime',
  'repeat_until',
  'note',
] as const satisfies readonly SlotFormField[];

export function formValuesForRange(start: Date, end: Date, timeZone: string): SlotFormValues {
  const from = toWallClock(start, timeZone);
  const to = toWallClock(end, timeZone);
  return {
    startDate: from.date,
    startTime: from.time,
    endDate: to.date,
    endTime: to.time,
    status: 'available',
    repeat_weekly: false,
    repeat_until: null,
    note: '',
  };
}

export function formValuesForSlot(slot: Slot, timeZone: string): SlotFormValues {
  const start = parseServerDate(slot.start) ?? new Date(Number.NaN);
  const end = parseServerDate(slot.end) ?? new Date(Number.NaN);
  const valid = !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime());
  return {
    ...(valid
      ? formValuesForRange(start, end, timeZone)
      : { startDate: '', startTime: '', endDate: '', endTime: '' }),
    status: slot.status,
    repeat_weekly: slot.repeat_weekly,
    repeat_until: slot.repeat_until,
    note: slot.note,
  };
}

type WallClockFields = Pick<SlotFormValues, 'startDate' | 'startTime' | 'endDate' | 'endTime'>;

const instants = (values: WallClockFields, timeZone: string) => ({
  start: fromWallClock({ date: values.startDate, time: values.startTime }, timeZone),
  end: fromWallClock({ date: values.endDate, time: values.endTime }, timeZone),
});

/**
 * The rules across fields: each wall-clock part is there, the end comes after the start, the
 * repetition does not end before the first slot. The server checks them again.
 */
const NO_DAY = 'Enter a valid date, or choose one from the calendar.';

export function slotProblems(
  values: Omit<SlotFormValues, 'status' | 'note'>,
  timeZone: string,
): { path: SlotFormField; message: string }[] {
  const problems: { path: SlotFormField; message: string }[] = [];
  const { start, end } = instants(values, timeZone);
  const startDay = fromWallClock({ date: values.startDate, time: '00:00' }, timeZone);
  const endDay = fromWallClock({ date: values.endDate, time: '00:00' }, timeZone);
  // A date typed that is no day reaches the form as typed (src/ui/DatePicker.tsx).
  const typedNoDay = (value: string | null) => Boolean(value) && !SERVER_DAY.test(value ?? '');
  if (typedNoDay(values.startDate)) problems.push({ path: 'startDate', message: NO_DAY });
  else if (!startDay) problems.push({ path: 'startDate', message: 'Enter a start date.' });
  else if (!start) problems.push({ path: 'startTime', message: 'Enter a start time.' });
  if (typedNoDay(values.endDate)) problems.push({ path: 'endDate', message: NO_DAY });
  else if (!endDay) problems.push({ path: 'endDate', message: 'Enter an end date.' });
  else if (!end) problems.push({ path: 'endTime', message: 'Enter an end time.' });
  if (start && end && end <= start)
    problems.push({ path: 'endTime', message: 'The end must be after the start.' });
  if (values.repeat_weekly && typedNoDay(values.repeat_until))
    problems.push({ path: 'repeat_until', message: NO_DAY });
  else if (values.repeat_weekly && values.repeat_until && startDay && values.repeat_until < values.startDate)
    problems.push({ path: 'repeat_until', message: 'The repetition must end after the first slot.' });
  return problems;
}

/** The request body of checked form values (UTC, server format); the until date only for a weekly slot. */
export function toSlotInput(values: SlotFormValues, timeZone: string): SlotInput {
  const { start, end } = instants(values, timeZone);
  return {
    start: start ? formatServerDate(start) : '',
    end: end ? formatServerDate(end) : '',
    status: values.status,
    repeat_weekly: values.repeat_weekly,
    repeat_until: values.repeat_weekly ? values.repeat_until : null,
    note: values.note,
  };
}

/**
 * The server names the instants `start` and `end` (docs/architecture.md, "Availability calendar"); the form shows their
 * messages on the time fields, where a person changes them. Other errors pass unchanged.
 */
export function onSlotFormFields(error: unknown): unknown {
  if (!isApiError(error) || !error.fieldErrors) return error;
  const { start, end, ...rest } = error.fieldErrors;
  return new ApiError(error.kind, error.message, {
    status: error.status,
    data: error.data,
    cause: error,
    fieldErrors: { ...rest, ...(start && { startTime: start }), ...(end && { endTime: end }) },
  });
}
