import { describe, expect, it } from 'vitest';
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
    const digits = new Intl.NumberFormat('ar');
    expect(formatPlural(0, '@count point', '@count points')).toBe(`zero ${digits.format(0)}`);
    expect(formatPlural(1, '@count point', '@count points')).toBe(`one ${digits.format(1)}`);
    expect(formatPlural(2, '@count point', '@count points')).toBe(`two ${digits.format(2)}`);
    expect(formatPlural(3, '@count point', '@count points')).toBe(`few ${digits.format(3)}`);
    expect(formatPlural(11, '@count point', '@count points')).toBe(`many ${digits.format(11)}`);
    expect(formatPlural(100, '@count point', '@count points')).toBe(`other ${digits.format(100)}`);
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
    expect(arkLocale('ar', 'rtl')).toBe('ar');
    expect(arkLocale('he', 'rtl')).toBe('he');
  });
  it('adds a script when the language direction from the server disagrees', () => {
    expect(arkLocale('en', 'rtl')).toBe('en-Arab');
    expect(arkLocale('ar', 'ltr')).toBe('ar-Latn');
    expect(arkLocale('not a locale!', 'ltr')).toBe('en');
  });
});
