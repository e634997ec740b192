import { describe, expect, it } from 'vitest';
import type { Slot } from '@/api/availability';
import { ApiError, toFieldErrors } from '@/api/errors';
import { expandOccurrences } from './recurrence';
import {
  formValuesForSlot,
  onSlotFormFields,
  type SlotFormValues,
  slotFormSchema,
  toCalendarSlot,
  toSlotInput,
} from './slots';

const slot: Slot = {
  id: 7,
  uid: 2,
  start: '2026-11-02 08:00:00',
  end: '2026-11-02 10:00:00',
  status: 'available',
  repeat_weekly: true,
  repeat_until: '2026-11-16',
  note: 'Office hours',
};

describe('server slot to calendar slot', () => {
  it('reads UTC instants and the repetition', () => {
    const calendar = toCalendarSlot(slot, 'UTC');
    expect(calendar?.start.toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(calendar?.recurrence?.until?.toISOString()).toBe('2026-11-16T23:59:59.999Z');
  });

  it('ends the repetition at the end of the until day in the user zone', () => {
    // 23:30 on Monday in New York is 04:30 UTC on Tuesday: still inside "until Monday 16" there.
    const late = { ...slot, start: '2026-11-03 04:30:00', end: '2026-11-03 05:30:00' };
    const calendar = toCalendarSlot(late, 'America/New_York');
    const range = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
    expect(calendar && expandOccurrences([calendar], range, 'America/New_York').map((o) => o.index)).toEqual([
      0, 1, 2,
    ]);
  });

  it('has no repetition for one-off slots and refuses broken dates', () => {
    expect(toCalendarSlot({ ...slot, repeat_weekly: false }, 'UTC')?.recurrence).toBeNull();
    expect(toCalendarSlot({ ...slot, start: 'soon' }, 'UTC')).toBeUndefined();
  });
});

describe('slot form', () => {
  const problems = (values: SlotFormValues, timeZone = 'UTC') =>
    slotFormSchema(timeZone)
      .safeParse(values)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('shows wall-clock values in the user zone and sends UTC back', () => {
    const values = formValuesForSlot(slot, 'Europe/Paris');
    expect(values).toMatchObject({
      startDate: '2026-11-02',
      startTime: '09:00',
      endTime: '11:00',
      repeat_weekly: true,
      repeat_until: '2026-11-16',
    });
    expect(problems(values, 'Europe/Paris')).toEqual([]);
    expect(toSlotInput(values, 'Europe/Paris')).toEqual({
      start: '2026-11-02 08:00:00',
      end: '2026-11-02 10:00:00',
      status: 'available',
      repeat_weekly: true,
      repeat_until: '2026-11-16',
      note: 'Office hours',
    });
  });

  it('wants the end after the start', () => {
    const values = { ...formValuesForSlot(slot, 'UTC'), endTime: '08:00' };
    expect(problems(values)).toEqual([['endTime', 'The end must be after the start.']]);
    expect(problems({ ...values, endTime: '07:45' })).toEqual([
      ['endTime', 'The end must be after the start.'],
    ]);
  });

  it('accepts a slot that ends the next day', () => {
    const values = {
      ...formValuesForSlot(slot, 'UTC'),
      startTime: '22:00',
      endDate: '2026-11-03',
      endTime: '01:00',
    };
    expect(problems(values)).toEqual([]);
    expect(toSlotInput(values, 'UTC').end).toBe('2026-11-03 01:00:00');
  });

  it('reports missing parts, an until before the start and a long note on their fields', () => {
    const values = {
      ...formValuesForSlot(slot, 'UTC'),
      startDate: '',
      endTime: '',
      note: 'x'.repeat(501),
    };
    expect(problems(values)).toEqual([
      ['note', 'The note cannot be longer than 500 characters.'],
      ['startDate', 'Enter a start date.'],
      ['endTime', 'Enter an end time.'],
    ]);
    expect(problems({ ...formValuesForSlot(slot, 'UTC'), repeat_until: '2026-11-01' })).toEqual([
      ['repeat_until', 'The repetition must end after the first slot.'],
    ]);
  });

  it('drops the until date when the slot does not repeat', () => {
    const values = { ...formValuesForSlot(slot, 'UTC'), repeat_weekly: false };
    expect(toSlotInput(values, 'UTC')).toMatchObject({ repeat_weekly: false, repeat_until: null });
  });

  it('shows the server messages on the instants on the time fields', () => {
    const error = new ApiError('HTTP_ERROR', 'Bad Request', {
      status: 400,
      fieldErrors: toFieldErrors({
        messages: [
          { path: 'start', message: 'This overlaps another slot.' },
          { path: 'note', message: 'Notes may not contain links.' },
        ],
      }),
    });
    const moved = onSlotFormFields(error);
    expect(moved).toBeInstanceOf(ApiError);
    expect((moved as ApiError).fieldErrors).toEqual({
      startTime: { type: 'server', message: 'This overlaps another slot.' },
      note: { type: 'server', message: 'Notes may not contain links.' },
    });
    expect((moved as ApiError).status).toBe(400);
    const plain = new Error('offline');
    expect(onSlotFormFields(plain)).toBe(plain);
  });
});
