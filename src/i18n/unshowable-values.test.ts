import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, PLURAL_DELIMITER } from './format';
import { formatServerDateText } from './server-dates';

/*
 * Values the API contract allows, or that a backend sends by mistake, which Intl cannot format:
 * each falls back to something a person can read and says so once in the console, never throws
 * (a throw here is the crash screen of every page).
 */

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);
afterEach(() => vi.restoreAllMocks());

describe('a language that is not a language tag', () => {
  it('formats numbers, plurals and money in English instead of throwing, and says so once', () => {
    const warn = warnings();
    const translator = createTranslator('en_GB!', {
      [`@count point${PLURAL_DELIMITER}@count points`]: [
        '@count point',
        '@count points',
        '@count pointz',
      ].join(PLURAL_DELIMITER),
    });
    expect(translator.formatNumber(1234.5)).toBe('1,234.5');
    expect(translator.formatPlural(2, '@count point', '@count points')).toBe('2 points');
    expect(translator.formatCurrency(49, 'EUR')).toBe('€49.00');
    expect(createTranslator('en_GB!').formatNumber(7)).toBe('7');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('en_GB!');
  });

  it('hands the pages a tag Intl takes, so their own formats cannot throw either', () => {
    warnings();
    const { langcode } = createTranslator('fr FR');
    expect(langcode).toBe('en');
    expect(() => new Intl.DateTimeFormat(langcode).format(0)).not.toThrow();
    expect(() => 'a'.localeCompare('b', langcode)).not.toThrow();
  });

  it('keeps a well-formed tag this runtime has no data for, formatting it in English once said', () => {
    const warn = warnings();
    const translator = createTranslator('qaa');
    expect(translator.langcode).toBe('qaa');
    expect(translator.formatNumber(1234.5)).toBe('1,234.5');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('a currency that is not an ISO 4217 code', () => {
  it('shows the amount with the code as it came, said once', () => {
    const warn = warnings();
    const { formatCurrency } = createTranslator('en');
    expect(formatCurrency(49, 'euros')).toBe('49 euros');
    expect(formatCurrency(5, 'euros')).toBe('5 euros');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('formatServerDateText', () => {
  it('shows a server date and time, and a day, in the user’s language, in UTC', () => {
    expect(formatServerDateText('2026-03-14 23:30:00', 'en', { dateStyle: 'medium' })).toBe('Mar 14, 2026');
    expect(formatServerDateText('2026-03-14', 'fr', { dateStyle: 'long' })).toBe('14 mars 2026');
    expect(formatServerDateText('9999-12-31 23:59:59', 'en', { dateStyle: 'medium' })).toBe('Dec 31, 9999');
  });

  it.each(['string', '2026-02-30 10:00:00', '2026-14-01', ''])(
    'shows %j as it came instead of throwing "Invalid time value", said once',
    (value) => {
      const warn = warnings();
      expect(formatServerDateText(value, 'en', { dateStyle: 'medium' })).toBe(value);
      formatServerDateText(value, 'en', { dateStyle: 'long' });
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );

  it('takes a language that is not a tag as English', () => {
    warnings();
    expect(formatServerDateText('2026-03-14 09:00:00', 'xx_XX!', { dateStyle: 'medium' })).toBe(
      'Mar 14, 2026',
    );
  });
});
