import { describe, expect, it } from 'vitest';
import { createTranslator, PLURAL_DELIMITER } from './format';
import { EXPANSION, pseudoAccent, pseudoMirror } from './pseudo-locale';

const placeholders = (text: string) => text.match(/[@%:][A-Za-z_][\w-]*|<[^>]*>|&\w+;/g) ?? [];

describe('en-XA', () => {
  it('accents every letter and wraps the text in [ ]', () => {
    const text = pseudoAccent('Log in');
    expect(text.startsWith('[Ļöĝ îñ')).toBe(true);
    expect(text.endsWith(']')).toBe(true);
    expect(pseudoAccent('The quick brown fox')).not.toMatch(/[A-Za-z]{2}/);
  });

  it('keeps placeholders, HTML tags and entities', () => {
    const template = 'Hello @name, %item at <a href=":url">the shop</a> &amp; more';
    const text = pseudoAccent(template);
    expect(placeholders(text)).toEqual(placeholders(template));
    expect(placeholders(text)).toEqual(['@name', '%item', '<a href=":url">', '</a>', '&amp;']);
  });

  it('is about 35 % longer', () => {
    for (const template of [
      'Your purchase could not be completed',
      'Mark when you are available or unavailable. Weekly slots repeat until the date you choose.',
      'You spent @spent. You now have @balance.',
    ]) {
      const ratio = pseudoAccent(template).length / template.length;
      expect(ratio, template).toBeGreaterThanOrEqual(EXPANSION - 0.05);
      expect(ratio, template).toBeLessThanOrEqual(EXPANSION + 0.05);
    }
  });

  it('changes each plural form on its own and keeps the delimiter', () => {
    const text = pseudoAccent(`@count point${PLURAL_DELIMITER}@count points`);
    const forms = text.split(PLURAL_DELIMITER);
    expect(forms).toHaveLength(2);
    for (const form of forms) expect(form).toMatch(/^\[@count þöîñţ.*\]$/);
  });

  it('goes through the translator: placeholders are still filled, plurals still chosen', () => {
    const { t, formatPlural } = createTranslator('en', {}, { transform: pseudoAccent });
    expect(t('Hello @name', { '@name': 'Ada' })).toMatch(/^\[Ĥéļļö Ada.*\]$/);
    expect(formatPlural(1, '@count point', '@count points')).toMatch(/^\[1 þöîñţ[^š]/);
    expect(formatPlural(2, '@count point', '@count points')).toMatch(/^\[2 þöîñţš/);
  });
});

describe('ar-XB', () => {
  it('writes each word right to left with override marks, keeping placeholders and tags', () => {
    const template = 'Signed in as @name. <em>Welcome</em>';
    const text = pseudoMirror(template);
    expect(text).toBe(
      '\u200F\u202ESigned\u202C \u202Ein\u202C \u202Eas\u202C @name. <em>\u202EWelcome\u202C</em>\u200F',
    );
    expect(placeholders(text)).toEqual(placeholders(template));
  });

  it('keeps plural delimiters', () => {
    expect(pseudoMirror(`one${PLURAL_DELIMITER}other`).split(PLURAL_DELIMITER)).toHaveLength(2);
  });
});

describe('direction isolation in the translator', () => {
  it('isolates values written in the other direction only', () => {
    const ar = createTranslator('ar', { 'Welcome, @name!': 'مرحبًا، @name!' }, { direction: 'rtl' });
    expect(ar.t('Welcome, @name!', { '@name': 'Ada L.' })).toBe('مرحبًا، \u2068Ada L.\u2069!');
    expect(ar.t('Welcome, @name!', { '@name': 'محمد' })).toBe('مرحبًا، محمد!');
    expect(ar.t('Welcome, @name!', { '@name': '2026' })).toBe('مرحبًا، 2026!');
    const en = createTranslator('en');
    expect(en.t('Welcome, @name!', { '@name': 'Ada L.' })).toBe('Welcome, Ada L.!');
    expect(en.t('Welcome, @name!', { '@name': 'محمد' })).toBe('Welcome, \u2068محمد\u2069!');
    expect(en.t('Go to :url', { ':url': '/محمد' })).toBe('Go to /محمد');
  });
});
