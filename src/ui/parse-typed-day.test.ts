import { describe, expect, it } from 'vitest';
import { parseTypedDay } from './DatePicker';

const day = (text: string, locale: string) => parseTypedDay(text, locale)?.toString();

describe('parseTypedDay', () => {
  it("reads the language's numeric order, with any separators", () => {
    expect(day('06/15/2027', 'en-US')).toBe('2027-06-15');
    expect(day('6/5/2027', 'en-US')).toBe('2027-06-05');
    expect(day('15/06/2027', 'fr')).toBe('2027-06-15');
    expect(day('15.06.2027', 'fr')).toBe('2027-06-15');
    expect(day('15\u200f/06\u200f/2027', 'ar')).toBe('2027-06-15');
  });

  it('reads a year written first as year, month, day: as a right-to-left page shows a day-first date', () => {
    expect(day('2027/06/15', 'ar')).toBe('2027-06-15');
    expect(day('٢٠٢٧/٠٦/١٥', 'ar')).toBe('2027-06-15');
    expect(day('2027-06-15', 'en-US')).toBe('2027-06-15');
    expect(day('2027/15/06', 'ar')).toBeUndefined();
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(day('١٥/٠٦/٢٠٢٧', 'ar')).toBe('2027-06-15');
    expect(day('۱۵/۰۶/۲۰۲۷', 'ar')).toBe('2027-06-15');
  });

  it('refuses what is no day rather than making it another', () => {
    for (const text of [
      '13/05/2027',
      '02/30/2027',
      '06/15/27',
      '20270615',
      '06/15',
      'June 15 2027',
      '0/1/2027',
    ])
      expect(day(text, 'en-US'), text).toBeUndefined();
  });
});
