import { describe, expect, it } from 'vitest';
import {
  currencySchema,
  emailSchema,
  imageUrlSchema,
  languageCodeSchema,
  linkUrlSchema,
  serverDateTimeSchema,
  serverDaySchema,
  timeZoneSchema,
} from './formats';
import { meSchema } from './session.schemas';
import { walletSchema } from './wallet.schemas';

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('the value formats of the contract', () => {
  it.each(['en', 'fr', 'ar', 'pt-br', 'zh-hans', 'en-XA', 'und'])('a language tag: %s', (value) => {
    expect(accepts(languageCodeSchema, value)).toBe(true);
  });
  it.each(['', 'en_GB', 'English', 'fr FR', '12', 'e'])('not a language tag: %j', (value) => {
    expect(accepts(languageCodeSchema, value)).toBe(false);
  });

  it('a date and time that exist, in the server format', () => {
    expect(accepts(serverDateTimeSchema, '2026-02-28 23:59:59')).toBe(true);
    expect(accepts(serverDateTimeSchema, '2028-02-29 00:00:00')).toBe(true);
    for (const value of [
      '2026-02-29 00:00:00',
      '2026-02-30 10:00:00',
      '2026-13-01 00:00:00',
      '2026-01-01 24:00:00',
    ])
      expect(accepts(serverDateTimeSchema, value), value).toBe(false);
    expect(accepts(serverDateTimeSchema, '2026-01-01T00:00:00Z')).toBe(false);
    expect(accepts(serverDateTimeSchema, 'string')).toBe(false);
  });

  it('a day that exists', () => {
    expect(accepts(serverDaySchema, '2027-04-30')).toBe(true);
    expect(accepts(serverDaySchema, '2027-04-31')).toBe(false);
  });

  it('links and images: paths on this site, http(s) addresses; images also data URIs', () => {
    for (const value of ['/course/12', 'https://example.com/a', 'mailto:a@example.com'])
      expect(accepts(linkUrlSchema, value), value).toBe(true);
    for (const value of ['javascript:alert(1)', '//evil.example', 'course/12', 'https:/x', ''])
      expect(accepts(linkUrlSchema, value), value).toBe(false);
    for (const value of ['/api/v2/files/f1', 'https://cdn.example.com/a.png', 'data:image/svg+xml,%3Csvg%3E'])
      expect(accepts(imageUrlSchema, value), value).toBe(true);
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'string'])
      expect(accepts(imageUrlSchema, value), value).toBe(false);
  });

  it('e-mail addresses, time zones, currencies', () => {
    expect(accepts(emailSchema, 'learner@example.com')).toBe(true);
    expect(accepts(emailSchema, 'learner')).toBe(false);
    expect(accepts(timeZoneSchema, 'America/Argentina/Buenos_Aires')).toBe(true);
    expect(accepts(timeZoneSchema, 'UTC')).toBe(true);
    expect(accepts(timeZoneSchema, 'Paris')).toBe(false);
    expect(accepts(currencySchema, 'EUR')).toBe(true);
    expect(accepts(currencySchema, 'euro')).toBe(false);
  });
});

describe('what the client relies on, said by the contract', () => {
  it('points are a whole number, never negative', () => {
    expect(accepts(walletSchema, { data: { points: 1250 } })).toBe(true);
    expect(accepts(walletSchema, { data: { points: -9_007_199_254_740_991 } })).toBe(false);
    expect(accepts(walletSchema, { data: { points: 1.5 } })).toBe(false);
  });

  it("the user's language is a language tag", () => {
    expect(accepts(meSchema, { language: 'fr', roles: ['anonymous'] })).toBe(true);
    expect(accepts(meSchema, { language: 'string!', roles: ['anonymous'] })).toBe(false);
  });
});
