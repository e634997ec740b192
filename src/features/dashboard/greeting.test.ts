import { describe, expect, it } from 'vitest';
import { dayPartAt } from './greeting';

describe('dayPartAt', () => {
  it.each([
    ['2026-11-02T05:00:00Z', 'morning'],
    ['2026-11-02T11:59:00Z', 'morning'],
    ['2026-11-02T12:00:00Z', 'afternoon'],
    ['2026-11-02T17:59:00Z', 'afternoon'],
    ['2026-11-02T18:00:00Z', 'evening'],
    ['2026-11-02T04:59:00Z', 'evening'],
  ])('%s UTC is %s', (iso, part) => {
    expect(dayPartAt(new Date(iso))).toBe(part);
  });

  it('reads the hour in the user time zone', () => {
    expect(dayPartAt(new Date('2026-11-02T09:30:00Z'), 'Asia/Dubai')).toBe('afternoon');
    expect(dayPartAt(new Date('2026-11-02T09:30:00Z'), 'America/New_York')).toBe('evening');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(dayPartAt(new Date('2026-11-02T20:00:00Z'), 'Not/A_Zone')).toBe('evening');
  });
});
