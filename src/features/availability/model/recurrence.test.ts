import { describe, expect, it } from 'vitest';
import { visibleRange } from './range';
import { expandOccurrences } from './recurrence';
import type { CalendarSlot } from './types';

/** The fixtures' weeks run Monday to Sunday, as French ones do (`firstDayOfWeek('fr')`). */
const MONDAY = 1;

const slot = (overrides: Partial<CalendarSlot> & Pick<CalendarSlot, 'start' | 'end'>): CalendarSlot => ({
  id: 1,
  status: 'available',
  recurrence: null,
  note: '',
  ...overrides,
});
const iso = (date: Date) => date.toISOString();
const week = (anchor: string, zone = 'UTC') => visibleRange('week', new Date(anchor), zone, MONDAY);

describe('recurrence expansion', () => {
  it('shows nothing of a slot whose dates are not dates, and a weekly slot longer than its week once', () => {
    const broken = slot({
      id: 1,
      start: new Date(Number.NaN),
      end: new Date(Number.NaN),
      recurrence: { frequency: 'weekly', until: null },
    });
    const long = slot({
      id: 2,
      start: new Date('2026-10-01T09:00:00Z'),
      end: new Date('2027-10-01T09:00:00Z'),
      recurrence: { frequency: 'weekly', until: null },
    });
    const shown = expandOccurrences([broken, long], week('2026-11-04T12:00:00Z'), 'UTC');
    expect(shown.map((occurrence) => occurrence.key)).toEqual(['2:0']);
  });

  it('keeps one-off slots that overlap the range and drops the others', () => {
    const inside = slot({
      id: 1,
      start: new Date('2026-11-03T09:00:00Z'),
      end: new Date('2026-11-03T10:00:00Z'),
    });
    const across = slot({
      id: 2,
      start: new Date('2026-11-01T22:00:00Z'),
      end: new Date('2026-11-02T02:00:00Z'),
    });
    const before = slot({
      id: 3,
      start: new Date('2026-11-01T09:00:00Z'),
      end: new Date('2026-11-02T00:00:00Z'),
    });
    const result = expandOccurrences([inside, across, before], week('2026-11-02T00:00:00Z'), 'UTC');
    expect(result.map((o) => o.key)).toEqual(['2:0', '1:0']);
  });

  it('repeats a weekly slot in every week from its start on', () => {
    const weekly = slot({
      start: new Date('2026-10-06T14:00:00Z'),
      end: new Date('2026-10-06T16:00:00Z'),
      recurrence: { frequency: 'weekly', until: null },
    });
    expect(expandOccurrences([weekly], week('2026-09-28T00:00:00Z'), 'UTC')).toEqual([]);
    const [first] = expandOccurrences([weekly], week('2026-10-05T00:00:00Z'), 'UTC');
    expect(first?.index).toBe(0);
    const [later] = expandOccurrences([weekly], week('2027-06-07T00:00:00Z'), 'UTC');
    expect(later && iso(later.start)).toBe('2027-06-08T14:00:00.000Z');
    expect(later && iso(later.end)).toBe('2027-06-08T16:00:00.000Z');
    expect(later?.key).toBe(`1:${later?.index}`);
  });

  it('shows each repetition in a month exactly once', () => {
    const weekly = slot({
      start: new Date('2026-09-02T08:00:00Z'),
      end: new Date('2026-09-02T09:00:00Z'),
      recurrence: { frequency: 'weekly', until: null },
    });
    const result = expandOccurrences(
      [weekly],
      visibleRange('month', new Date('2026-11-15T00:00:00Z'), 'UTC', MONDAY),
      'UTC',
    );
    // The November grid runs 26 Oct – 6 Dec: Wednesdays 28 Oct, 4, 11, 18, 25 Nov and 2 Dec.
    expect(result.map((o) => iso(o.start).slice(0, 10))).toEqual([
      '2026-10-28',
      '2026-11-04',
      '2026-11-11',
      '2026-11-18',
      '2026-11-25',
      '2026-12-02',
    ]);
    expect(new Set(result.map((o) => o.key)).size).toBe(result.length);
  });

  it('stops at until', () => {
    const weekly = slot({
      start: new Date('2026-11-02T08:00:00Z'),
      end: new Date('2026-11-02T09:00:00Z'),
      recurrence: { frequency: 'weekly', until: new Date('2026-11-16T08:00:00Z') },
    });
    const month = visibleRange('month', new Date('2026-11-15T00:00:00Z'), 'UTC', MONDAY);
    expect(expandOccurrences([weekly], month, 'UTC').map((o) => o.index)).toEqual([0, 1, 2]);
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // 9:00 in Paris: 08:00 UTC in winter, 07:00 UTC once summer time starts on 29 March.
    const weekly = slot({
      start: new Date('2026-03-02T08:00:00Z'),
      end: new Date('2026-03-02T09:00:00Z'),
      recurrence: { frequency: 'weekly', until: null },
    });
    const [after] = expandOccurrences([weekly], week('2026-04-01T12:00:00Z', 'Europe/Paris'), 'Europe/Paris');
    expect(after && iso(after.start)).toBe('2026-03-30T07:00:00.000Z');
  });

  it('ignores slots whose end is not after their start', () => {
    const broken = slot({ start: new Date('2026-11-03T10:00:00Z'), end: new Date('2026-11-03T10:00:00Z') });
    expect(expandOccurrences([broken], week('2026-11-02T00:00:00Z'), 'UTC')).toEqual([]);
  });
});
