import { describe, expect, it } from 'vitest';
import { formattingLocale } from '@/lib/intl-fallback';
import { createTranslator, formatHtml, formatString, PLURAL_DELIMITER } from './format';
import { arkLocale } from './I18nProvider';

describe('Drupal placeholders', () => {
  const args = { '@name': '<b>Ada</b>', '%item': 'Mug & co', ':url': 'https://example.com/a?b=1&c=2' };

  it('inserts every kind as plain text for React', () => {
    expect(formatString('Hello @name, %item at :url', args)).toBe(
      'Hello <b>Ada</b>, Mug & co at https://example.com/a?b=1&c=2',
    );
  });

  it('escapes @, emphasises %, and escapes : URLs for HTML', () => {
    expect(formatHtml('Hello @name, %item, <a href=":url">x</a>', args)).toBe(
      'Hello &lt;b&gt;Ada&lt;/b&gt;, <em class="placeholder">Mug &amp; co</em>, <a href="https://example.com/a?b=1&amp;c=2">x</a>',
    );
  });

  it.each(['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example'])(
    'drops unsafe : URL %j',
    (url) => {
      expect(formatString('<a href=":url">', { ':url': url })).toBe('<a href="">');
      expect(formatHtml('<a href=":url">', { ':url': url })).toBe('<a href="">');
    },
  );

  it('leaves unknown placeholders and e-mail-like text alone', () => {
    expect(formatString('Mail @who at a@b.c', {})).toBe('Mail @who at a@b.c');
    expect(formatString('No args @count')).toBe('No args @count');
  });
});

describe('translator', () => {
  it('translates by source string and falls back to the source', () => {
    const { t } = createTranslator('fr', {
      'Log in': 'Se connecter',
      'Hello @name': 'Bonjour @name',
      Empty: '',
    });
    expect(t('Log in')).toBe('Se connecter');
    expect(t('Hello @name', { '@name': 'Ada' })).toBe('Bonjour Ada');
    expect(t('Sign up')).toBe('Sign up');
    expect(t('Empty')).toBe('Empty');
  });

  it('picks singular or plural with a locale-formatted @count', () => {
    const { formatPlural } = createTranslator('en');
    expect(formatPlural(1, '@count point', '@count points')).toBe('1 point');
    expect(formatPlural(0, '@count point', '@count points')).toBe('0 points');
    expect(formatPlural(1250, '@count point', '@count points')).toBe('1,250 points');
  });

  it('uses translated plural forms', () => {
    const { formatPlural } = createTranslator('fr', {
      [`@count point${PLURAL_DELIMITER}@count points`]: `@count point${PLURAL_DELIMITER}@count points FR`,
    });
    expect(formatPlural(1, '@count point', '@count points')).toBe('1 point');
    expect(formatPlural(3, '@count point', '@count points')).toBe('3 points FR');
  });

  it('follows the CLDR order for languages with more than two forms (Arabic: six)', () => {
    const forms = ['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => `${form} @count`);
    const { formatPlural } = createTranslator('ar', {
      [`@count point${PLURAL_DELIMITER}@count points`]: forms.join(PLURAL_DELIMITER),
    });
    expect(formatPlural(0, '@count point', '@count points')).toBe('zero 0');
    expect(formatPlural(1, '@count point', '@count points')).toBe('one 1');
    expect(formatPlural(2, '@count point', '@count points')).toBe('two 2');
    expect(formatPlural(3, '@count point', '@count points')).toBe('few 3');
    expect(formatPlural(11, '@count point', '@count points')).toBe('many 11');
    expect(formatPlural(100, '@count point', '@count points')).toBe('other 100');
  });

  it("writes Arabic's numbers in the digits CLDR now gives it, whatever data the runtime has", () => {
    // Runtimes with CLDR before 46 (ICU 72 of WebKitGTK) would write ٢٬٠٥٨ for `ar` unless told.
    expect(formattingLocale('ar')).toBe('ar-u-nu-latn');
    expect(createTranslator('ar').formatNumber(2058)).toBe('2,058');
    expect(createTranslator('ar').formatCurrency(27, 'EUR')).toBe(
      new Intl.NumberFormat('ar-u-nu-latn', { style: 'currency', currency: 'EUR' }).format(27),
    );
    // A tag that says its digits or its region keeps what it says.
    expect(formattingLocale('ar-u-nu-arab')).toBe('ar-u-nu-arab');
    expect(formattingLocale('ar-EG')).toBe('ar-EG');
    expect(formattingLocale('fr')).toBe('fr');
  });
});

describe('formatSignedNumber', () => {
  it('writes the sign where the language puts it, with a true minus and none for zero', () => {
    const { formatSignedNumber } = createTranslator('en');
    expect([120, -60, 0].map(formatSignedNumber)).toEqual(['+120', '\u221260', '0']);
    // In Arabic a left-to-right mark keeps the sign on the left of its Latin digits in right-to-left text.
    expect([120, -1188].map(createTranslator('ar').formatSignedNumber)).toEqual([
      '\u200e+120',
      '\u200e\u22121,188',
    ]);
  });

  it('gives a plural its signed count', () => {
    const { formatPlural, formatSignedNumber } = createTranslator('en');
    const count = formatSignedNumber(-750);
    expect(formatPlural(750, '@count point', '@count points', { '@count': count })).toBe('\u2212750 points');
  });
});

describe('formatCurrency', () => {
  it('writes an amount in the currency as the language does', () => {
    expect(createTranslator('en').formatCurrency(12.5, 'EUR')).toBe('€12.50');
    expect(createTranslator('fr').formatCurrency(12.5, 'EUR')).toBe('12,50\u00a0€');
    // The same translator writes another currency with its own format, not the first one's.
    const { formatCurrency } = createTranslator('en');
    expect(formatCurrency(3, 'USD')).toBe('$3.00');
    expect(formatCurrency(3, 'EUR')).toBe('€3.00');
  });
});

describe('arkLocale', () => {
  it('keeps locales whose script matches the direction', () => {
    expect(arkLocale('en', 'ltr')).toBe('en');
    expect(arkLocale('ar', 'rtl')).toBe('ar-u-nu-latn');
    expect(arkLocale('he', 'rtl')).toBe('he');
  });
  it('adds a script when the language direction from the server disagrees', () => {
    expect(arkLocale('en', 'rtl')).toBe('en-Arab');
    expect(arkLocale('ar', 'ltr')).toBe('ar-Latn-u-nu-latn');
    expect(arkLocale('not a locale!', 'ltr')).toBe('en');
  });
});
