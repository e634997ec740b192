import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atMinutes,
  formatServerDate,
  fromWallClock,
  minutesOfDay,
  parseServerDate,
  toWallClock,
} from './time';

describe('server date format', () => {
  it('formats an instant as yyyy-MM-dd HH:mm:ss in UTC', () => {
    expect(formatServerDate(new Date('2026-11-02T09:30:05Z'))).toBe('2026-11-02 09:30:05');
    expect(formatServerDate(new Date('2026-11-02T23:30:00-02:00'))).toBe('2026-11-03 01:30:00');
  });

  it('reads the server format as UTC', () => {
    expect(parseServerDate('2026-11-02 09:30:00')?.toISOString()).toBe('2026-11-02T09:30:00.000Z');
  });

  it.each([
    '2026-02-30 10:00:00',
    '2026-11-02T09:30:00Z',
    '2026-11-02 9:30:00',
    '2026-11-02 24:00:00',
    '',
    'yesterday',
  ])('refuses %j', (value) => {
    expect(parseServerDate(value)).toBeUndefined();
  });

  it('round-trips any instant to the second', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1971-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const seconds = new Date(Math.floor(date.getTime() / 1000) * 1000);
          expect(parseServerDate(formatServerDate(seconds))?.getTime()).toBe(seconds.getTime());
        },
      ),
    );
  });
});

describe('wall clock in the user time zone', () => {
  const instant = new Date('2026-11-02T09:30:00Z');

  it.each([
    ['UTC', '2026-11-02', '09:30'],
    ['Europe/Paris', '2026-11-02', '10:30'],
    ['America/New_York', '2026-11-02', '04:30'],
    ['Asia/Dubai', '2026-11-02', '13:30'],
    ['Pacific/Kiritimati', '2026-11-02', '23:30'],
    ['Pacific/Pago_Pago', '2026-11-01', '22:30'],
  ])('shows %s as %s %s', (zone, date, time) => {
    expect(toWallClock(instant, zone)).toEqual({ date, time });
    expect(fromWallClock({ date, time }, zone)?.getTime()).toBe(instant.getTime());
  });

  it('moves a time the clocks skip on by the gap', () => {
    // Paris springs forward at 02:00 on 29 March 2026: 02:30 does not exist and means 03:30 CEST.
    expect(fromWallClock({ date: '2026-03-29', time: '02:30' }, 'Europe/Paris')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('refuses impossible input', () => {
    expect(fromWallClock({ date: '2026-02-30', time: '10:00' }, 'UTC')).toBeUndefined();
    expect(fromWallClock({ date: '2026-02-03', time: '25:00' }, 'UTC')).toBeUndefined();
    expect(fromWallClock({ date: '', time: '' }, 'UTC')).toBeUndefined();
  });

  it('round-trips every quarter hour of a year in a zone with clock changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 96 }), (quarter) => {
        const at = new Date(Date.UTC(2026, 0, 1) + quarter * 15 * 60 * 1000);
        const wall = toWallClock(at, 'America/New_York');
        const back = fromWallClock(wall, 'America/New_York');
        // Only the repeated hour of the autumn change is ambiguous: it must still show the same wall clock.
        expect(back && toWallClock(back, 'America/New_York')).toEqual(wall);
      }),
    );
  });

  it('counts wall-clock minutes, keeping 9:00 at 9:00 on a clock-change day', () => {
    const day = new Date('2026-03-29T12:00:00Z');
    const nine = atMinutes(day, 9 * 60, 'Europe/Paris');
    expect(nine.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(minutesOfDay(nine, 'Europe/Paris')).toBe(540);
    expect(atMinutes(day, 24 * 60, 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
