import { describe, expect, it } from 'vitest';
import { firstDayOfWeek } from './first-day-of-week';

describe('firstDayOfWeek', () => {
  it("starts a locale's weeks where its region's calendars do", () => {
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('ar')).toBe(6);
  });

  it("follows the locale's own choice of first day", () => {
    expect(firstDayOfWeek('en-US-u-fw-mon')).toBe(1);
  });

  it('counts a language that is no language tag as English, rather than throwing', () => {
    expect(firstDayOfWeek('en_US')).toBe(0);
    expect(firstDayOfWeek('')).toBe(0);
  });
});
