import { describe, expect, it } from 'vitest';
import type { Slot } from '@/api/availability';
import { expandOccurrences } from './recurrence';
import { formValuesForSlot, toCalendarSlot, toSlotInput } from './slots';

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
  it('shows wall-clock values in the user zone and sends UTC back', () => {
    const values = formValuesForSlot(slot, 'Europe/Paris');
    expect(values).toMatchObject({
      startDate: '2026-11-02',
      startTime: '09:00',
      endTime: '11:00',
      repeatWeekly: true,
      repeatUntil: '2026-11-16',
    });
    const { input, problems } = toSlotInput(values, 'Europe/Paris');
    expect(problems).toEqual({});
    expect(input).toEqual({
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
    expect(toSlotInput(values, 'UTC').problems).toEqual({ end: 'endNotAfterStart' });
    expect(toSlotInput({ ...values, endTime: '07:45' }, 'UTC').problems).toEqual({ end: 'endNotAfterStart' });
  });

  it('accepts a slot that ends the next day', () => {
    const values = {
      ...formValuesForSlot(slot, 'UTC'),
      startTime: '22:00',
      endDate: '2026-11-03',
      endTime: '01:00',
    };
    expect(toSlotInput(values, 'UTC').input.end).toBe('2026-11-03 01:00:00');
  });

  it('reports missing dates, an until before the start and a long note', () => {
    const values = {
      ...formValuesForSlot(slot, 'UTC'),
      startDate: '',
      endTime: '',
      repeatUntil: '2026-10-01',
      note: 'x'.repeat(501),
    };
    expect(toSlotInput(values, 'UTC').problems).toEqual({
      start: 'startRequired',
      end: 'endRequired',
      note: 'noteTooLong',
    });
    expect(
      toSlotInput({ ...formValuesForSlot(slot, 'UTC'), repeatUntil: '2026-11-01' }, 'UTC').problems,
    ).toEqual({
      repeat_until: 'untilBeforeStart',
    });
  });

  it('drops the until date when the slot does not repeat', () => {
    const values = { ...formValuesForSlot(slot, 'UTC'), repeatWeekly: false };
    expect(toSlotInput(values, 'UTC').input).toMatchObject({ repeat_weekly: false, repeat_until: null });
  });
});
