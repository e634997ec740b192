import { describe, expect, it } from 'vitest';
import { isSameZonedDay, shiftAnchor, visibleRange, weeksOf } from './range';

/** The fixtures' weeks run Monday to Sunday, as French ones do (`firstDayOfWeek('fr')`). */
const MONDAY = 1;

const iso = (date: Date) => date.toISOString();
// REFERENCE_NOW of the fixtures: Monday 2 November 2026, 09:30 UTC.
const now = new Date('2026-11-02T09:30:00Z');

describe('week view range', () => {
  it('runs Monday to Sunday around the anchor in UTC', () => {
    const range = visibleRange('week', new Date('2026-11-05T15:00:00Z'), 'UTC', MONDAY);
    expect(iso(range.start)).toBe('2026-11-02T00:00:00.000Z');
    expect(iso(range.end)).toBe('2026-11-09T00:00:00.000Z');
    expect(range.days).toHaveLength(7);
  });

  it('starts on Sunday when asked to', () => {
    const range = visibleRange('week', now, 'UTC', 0);
    expect(iso(range.start)).toBe('2026-11-01T00:00:00.000Z');
  });

  it('uses the user time zone for the day boundaries', () => {
    // Sunday 8 Nov 23:30 UTC is already Monday 9 Nov in Dubai.
    const range = visibleRange('week', new Date('2026-11-08T23:30:00Z'), 'Asia/Dubai', MONDAY);
    expect(iso(range.start)).toBe('2026-11-08T20:00:00.000Z');
    expect(iso(range.end)).toBe('2026-11-15T20:00:00.000Z');
  });

  it('has a 23-hour day across spring forward and still seven days', () => {
    const range = visibleRange('week', new Date('2026-03-27T12:00:00Z'), 'Europe/Paris', MONDAY);
    expect(range.days.map(iso)).toEqual([
      '2026-03-22T23:00:00.000Z',
      '2026-03-23T23:00:00.000Z',
      '2026-03-24T23:00:00.000Z',
      '2026-03-25T23:00:00.000Z',
      '2026-03-26T23:00:00.000Z',
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
    ]);
    expect(iso(range.end)).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('month view range', () => {
  it('covers whole weeks touching the month', () => {
    const range = visibleRange('month', now, 'UTC', MONDAY);
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(iso(range.start)).toBe('2026-10-26T00:00:00.000Z');
    expect(iso(range.end)).toBe('2026-12-07T00:00:00.000Z');
    expect(range.days).toHaveLength(42);
    expect(range.month && iso(range.month)).toBe('2026-11-01T00:00:00.000Z');
    expect(weeksOf(range.days)).toHaveLength(6);
  });

  it('needs only four weeks for a February that fits', () => {
    const range = visibleRange('month', new Date('2027-02-10T00:00:00Z'), 'UTC', MONDAY);
    expect(range.days).toHaveLength(28);
  });

  it('is the month of the anchor in the user zone', () => {
    // 31 Oct 22:00 UTC is already November in Paris (UTC+1).
    const range = visibleRange('month', new Date('2026-10-31T23:30:00Z'), 'Europe/Paris', MONDAY);
    expect(range.month && iso(range.month)).toBe('2026-10-31T23:00:00.000Z');
  });
});

describe('moving the anchor', () => {
  it('moves a week or a month at a time', () => {
    expect(iso(shiftAnchor('week', now, 1, 'UTC'))).toBe('2026-11-09T09:30:00.000Z');
    expect(iso(shiftAnchor('week', now, -1, 'UTC'))).toBe('2026-10-26T09:30:00.000Z');
    expect(iso(shiftAnchor('month', new Date('2026-01-31T10:00:00Z'), 1, 'UTC'))).toBe(
      '2026-02-28T10:00:00.000Z',
    );
  });

  it('compares days in the user zone', () => {
    const late = new Date('2026-11-02T22:30:00Z');
    expect(isSameZonedDay(now, late, 'UTC')).toBe(true);
    expect(isSameZonedDay(now, late, 'Asia/Dubai')).toBe(false);
  });
});
