import { describe, expect, it } from 'vitest';
import { daySegments, visibleHours, WORKING_HOURS } from './layout';
import type { CalendarSlot, Occurrence } from './types';

let nextId = 1;
const occurrence = (start: string, end: string): Occurrence => {
  const slot: CalendarSlot = {
    id: nextId++,
    start: new Date(start),
    end: new Date(end),
    status: 'available',
    recurrence: null,
    note: '',
  };
  return { key: `${slot.id}:0`, slot, index: 0, start: slot.start, end: slot.end };
};
const day = new Date('2026-11-03T00:00:00Z');

describe('day segments', () => {
  it('places an occurrence by wall-clock minutes in the user zone', () => {
    const [segment] = daySegments([occurrence('2026-11-03T08:00:00Z', '2026-11-03T09:30:00Z')], day, 'UTC');
    expect(segment).toMatchObject({
      startMinutes: 480,
      endMinutes: 570,
      continuesBefore: false,
      lane: 0,
      lanes: 1,
    });
    const [inDubai] = daySegments(
      [occurrence('2026-11-03T08:00:00Z', '2026-11-03T09:30:00Z')],
      new Date('2026-11-03T08:00:00Z'),
      'Asia/Dubai',
    );
    expect(inDubai).toMatchObject({ startMinutes: 720, endMinutes: 810 });
  });

  it('cuts occurrences at midnight on both days', () => {
    const overnight = occurrence('2026-11-02T22:00:00Z', '2026-11-03T02:00:00Z');
    const [on3rd] = daySegments([overnight], day, 'UTC');
    expect(on3rd).toMatchObject({
      startMinutes: 0,
      endMinutes: 120,
      continuesBefore: true,
      continuesAfter: false,
    });
    const [on2nd] = daySegments([overnight], new Date('2026-11-02T00:00:00Z'), 'UTC');
    expect(on2nd).toMatchObject({ startMinutes: 1320, endMinutes: 1440, continuesAfter: true });
  });

  it('ends a slot that stops exactly at midnight at the bottom of the day', () => {
    const [segment] = daySegments([occurrence('2026-11-03T23:00:00Z', '2026-11-04T00:00:00Z')], day, 'UTC');
    expect(segment).toMatchObject({ startMinutes: 1380, endMinutes: 1440, continuesAfter: false });
    expect(
      daySegments(
        [occurrence('2026-11-03T23:00:00Z', '2026-11-04T00:00:00Z')],
        new Date('2026-11-04T00:00:00Z'),
        'UTC',
      ),
    ).toEqual([]);
  });

  it('puts overlapping occurrences side by side and reuses freed lanes', () => {
    const segments = daySegments(
      [
        occurrence('2026-11-03T09:00:00Z', '2026-11-03T11:00:00Z'),
        occurrence('2026-11-03T10:00:00Z', '2026-11-03T12:00:00Z'),
        occurrence('2026-11-03T11:00:00Z', '2026-11-03T11:30:00Z'),
        occurrence('2026-11-03T14:00:00Z', '2026-11-03T15:00:00Z'),
      ],
      day,
      'UTC',
    );
    expect(segments.map(({ startMinutes, lane, lanes }) => [startMinutes, lane, lanes])).toEqual([
      [540, 0, 2],
      [600, 1, 2],
      [660, 0, 2],
      [840, 0, 1],
    ]);
  });
});

describe('visible hours', () => {
  it('shows the working day when every slot fits in it', () => {
    const segments = daySegments([occurrence('2026-11-03T08:00:00Z', '2026-11-03T17:30:00Z')], day, 'UTC');
    expect(visibleHours(segments)).toEqual({ first: 7, last: 19 });
    expect(visibleHours([])).toEqual(WORKING_HOURS);
  });

  it('widens to whole hours around slots outside it', () => {
    const segments = [
      ...daySegments([occurrence('2026-11-03T05:45:00Z', '2026-11-03T06:15:00Z')], day, 'UTC'),
      ...daySegments([occurrence('2026-11-03T20:00:00Z', '2026-11-03T21:10:00Z')], day, 'UTC'),
    ];
    expect(visibleHours(segments)).toEqual({ first: 5, last: 22 });
  });
});
