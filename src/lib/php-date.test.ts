import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPhpDate } from './php-date';
import { formatServerDate, parseServerDate } from './server-date';

// Tuesday 2024-02-27 14:05:09.123 UTC — a leap year, ISO week 9.
const instant = new Date(Date.UTC(2024, 1, 27, 14, 5, 9, 123));
const utc = (pattern: string) => formatPhpDate(instant, pattern, { timeZone: 'UTC' });

describe('formatPhpDate: every common PHP format character (UTC)', () => {
  it.each([
    ['d', '27'],
    ['D', 'Tue'],
    ['j', '27'],
    ['l', 'Tuesday'],
    ['N', '2'],
    ['S', 'th'],
    ['w', '2'],
    ['z', '57'],
    ['W', '09'],
    ['F', 'February'],
    ['m', '02'],
    ['M', 'Feb'],
    ['n', '2'],
    ['t', '29'],
    ['L', '1'],
    ['o', '2024'],
    ['Y', '2024'],
    ['y', '24'],
    ['a', 'pm'],
    ['A', 'PM'],
    ['B', '628'],
    ['g', '2'],
    ['G', '14'],
    ['h', '02'],
    ['H', '14'],
    ['i', '05'],
    ['s', '09'],
    ['u', '123000'],
    ['v', '123'],
    ['e', 'UTC'],
    ['I', '0'],
    ['O', '+0000'],
    ['P', '+00:00'],
    ['p', 'Z'],
    ['T', 'UTC'],
    ['Z', '0'],
    ['c', '2024-02-27T14:05:09+00:00'],
    ['r', 'Tue, 27 Feb 2024 14:05:09 +0000'],
    ['U', '1709042709'],
  ])('%s → %s', (pattern, expected) => {
    expect(utc(pattern)).toBe(expected);
  });

  it('formats the Drupal defaults and escapes', () => {
    expect(utc('m/d/Y - H:i')).toBe('02/27/2024 - 14:05');
    expect(utc('D, m/d/Y - H:i')).toBe('Tue, 02/27/2024 - 14:05');
    expect(utc('l, F j, Y - H:i')).toBe('Tuesday, February 27, 2024 - 14:05');
    expect(utc('jS \\o\\f F')).toBe('27th of February');
    expect(utc('\\Y\\-\\m: Y')).toBe('Y-m: 2024');
  });

  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [23, 'rd'],
    [31, 'st'],
  ])('day %i has suffix %s', (day, suffix) => {
    expect(formatPhpDate(new Date(Date.UTC(2024, 0, day)), 'S', { timeZone: 'UTC' })).toBe(suffix);
  });

  it('handles midnight and noon in 12-hour formats', () => {
    const midnight = new Date(Date.UTC(2024, 0, 1, 0, 0));
    const noon = new Date(Date.UTC(2024, 0, 1, 12, 0));
    expect(formatPhpDate(midnight, 'g h a A', { timeZone: 'UTC' })).toBe('12 12 am AM');
    expect(formatPhpDate(noon, 'g h a A', { timeZone: 'UTC' })).toBe('12 12 pm PM');
  });

  it('uses the ISO week-numbering year at the turn of the year', () => {
    expect(formatPhpDate(new Date(Date.UTC(2024, 11, 30)), 'o-W Y', { timeZone: 'UTC' })).toBe(
      '2025-01 2024',
    );
    expect(formatPhpDate(new Date(Date.UTC(2021, 0, 1)), 'o-W N', { timeZone: 'UTC' })).toBe('2020-53 5');
  });
});

describe('formatPhpDate in current_timezone', () => {
  it('shifts the wall clock and reports the offset (Brussels, summer time)', () => {
    const summer = new Date(Date.UTC(2024, 6, 1, 22, 30));
    expect(formatPhpDate(summer, 'Y-m-d H:i O P p Z I e', { timeZone: 'Europe/Brussels' })).toBe(
      '2024-07-02 00:30 +0200 +02:00 +02:00 7200 1 Europe/Brussels',
    );
    expect(formatPhpDate(instant, 'H:i I T', { timeZone: 'Europe/Brussels' })).toMatch(
      /^15:05 0 (CET|GMT\+1)$/,
    );
  });

  it('handles half-hour and negative offsets', () => {
    expect(formatPhpDate(instant, 'H:i O Z', { timeZone: 'Asia/Kolkata' })).toBe('19:35 +0530 19800');
    expect(formatPhpDate(instant, 'd H:i P', { timeZone: 'America/New_York' })).toBe('27 09:05 -05:00');
    expect(formatPhpDate(new Date(Date.UTC(2024, 0, 1, 2)), 'Y z', { timeZone: 'America/Los_Angeles' })).toBe(
      '2023 364',
    );
  });

  it('names days and months in the interface language', () => {
    expect(formatPhpDate(instant, 'l j F', { timeZone: 'UTC', locale: 'fr' })).toBe('mardi 27 février');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatPhpDate(new Date(Number.NaN), 'Y', { timeZone: 'UTC' })).toBe('');
  });
});

describe('server date format (yyyy-MM-dd HH:mm:ss, UTC)', () => {
  it('formats in UTC whatever the local zone', () => {
    expect(formatServerDate(instant)).toBe('2024-02-27 14:05:09');
    expect(formatServerDate(new Date(Date.UTC(999, 0, 2, 3, 4, 5)))).toBe('0999-01-02 03:04:05');
  });
  it('parses back to the same instant', () => {
    expect(parseServerDate('2024-02-27 14:05:09')?.toISOString()).toBe('2024-02-27T14:05:09.000Z');
    const now = new Date(Date.UTC(2026, 10, 22, 0, 0, 1));
    expect(parseServerDate(formatServerDate(now))?.getTime()).toBe(now.getTime());
  });
  it.each([
    '2024-02-30 10:00:00',
    '2024-13-01 10:00:00',
    '2024-02-27T14:05:09Z',
    '2024-02-27',
    '',
    'garbage',
  ])('rejects %j', (value) => {
    expect(parseServerDate(value)).toBeUndefined();
  });
  it('refuses to format an invalid date', () => {
    expect(() => formatServerDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatPhpDate: values Intl cannot take', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats in UTC when the time zone is not one, said once, instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formatPhpDate(instant, 'D, m/d/Y - H:i T', { timeZone: 'Mars/Olympus_Mons' })).toBe(
      'Tue, 02/27/2024 - 14:05 UTC',
    );
    expect(formatPhpDate(instant, 'l', { timeZone: 'Mars/Olympus_Mons' })).toBe('Tuesday');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('names days and months in English when the language is not a tag, instead of throwing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formatPhpDate(instant, 'l, F j', { timeZone: 'UTC', locale: 'fr_FR!' })).toBe(
      'Tuesday, February 27',
    );
  });
});

describe('parseServerDate', () => {
  it('reads the years 0–99 as they are written, not as 1900–1999', () => {
    expect(parseServerDate('0050-06-01 12:00:00')?.getUTCFullYear()).toBe(50);
  });
});
