import { numberFormat } from '@/lib/intl-cache';
import { FALLBACK_LOCALE, formattingLocale, isLanguageTag } from '@/lib/intl-fallback';
import { portableText } from '@/lib/portable-text';
import { warnOnce } from '@/lib/warn-once';

/**
 * Drupal-style placeholders (docs/product.md §3, Translation):
 * - `@name` is inserted as plain text (escaped when rendered as HTML);
 * - `%name` is inserted as emphasised text (`<em class="placeholder">`) when rendered as HTML;
 * - `:name` is a URL, allowed only for http(s), mailto, or same-origin paths.
 * In plain-text output (the normal case in React) all three insert the value as text.
 */
export type PlaceholderArgs = Record<string, string | number>;

/** Translations keyed by source string; a plural pair is keyed by `singular\u0003plural`. */
export type TranslationMap = Record<string, string>;

export const PLURAL_DELIMITER = '\u0003';

const PLACEHOLDER = /([@%:])([A-Za-z_][A-Za-z0-9_-]*)/g;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function isSafeUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return true;
  return /^(https?:|mailto:)/i.test(trimmed);
}

function lookup(args: PlaceholderArgs | undefined, sigil: string, name: string): string | undefined {
  const value = args?.[`${sigil}${name}`];
  return value === undefined ? undefined : String(value);
}

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const RTL_LETTERS = new RegExp(RTL_LETTER.source, 'gu');
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Whether a text holds letters written in the other direction than `direction` (docs/i18n.md, bidi). */
export function hasOppositeDirection(text: string, direction: 'ltr' | 'rtl'): boolean {
  if (direction === 'ltr') return RTL_LETTER.test(text);
  return /\p{L}/u.test(text.replace(RTL_LETTERS, ''));
}

/**
 * Wraps a value in first-strong isolate marks when it holds letters of the other direction, so an
 * English name in Arabic text (or the reverse) keeps its own order and punctuation, and cannot pull
 * the sentence's punctuation or numbers to its side (docs/i18n.md, bidi).
 */
export function isolate(value: string, direction: 'ltr' | 'rtl'): string {
  return hasOppositeDirection(value, direction)
    ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`
    : value;
}

/**
 * Replaces placeholders as plain text. Given the interface direction, `@` and `%` values written in
 * the other direction are isolated (see `isolate`); URLs never are.
 */
export function formatString(template: string, args?: PlaceholderArgs, direction?: 'ltr' | 'rtl'): string {
  if (!args) return template;
  return template.replace(PLACEHOLDER, (match, sigil: string, name: string) => {
    const value = lookup(args, sigil, name);
    if (value === undefined) return match;
    if (sigil === ':') return isSafeUrl(value) ? value : '';
    return direction ? isolate(value, direction) : value;
  });
}

/** Replaces placeholders for HTML output: values escaped, `%` emphasised, unsafe `:` URLs dropped. */
export function formatHtml(template: string, args?: PlaceholderArgs): string {
  if (!args) return template;
  return template.replace(PLACEHOLDER, (match, sigil: string, name: string) => {
    const value = lookup(args, sigil, name);
    if (value === undefined) return match;
    if (sigil === '%') return `<em class="placeholder">${escapeHtml(value)}</em>`;
    if (sigil === ':') return isSafeUrl(value) ? escapeHtml(value) : '';
    return escapeHtml(value);
  });
}

/**
 * Picks the plural form for a count. Translations of a plural pair hold every
 * form of the language joined by the delimiter, in CLDR order of
 * Intl.PluralRules categories for that language.
 */
const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

// One per language: building Intl rules loads locale data, and a list of counts asks again and again.
const pluralRules = new Map<string, Intl.PluralRules>();
const pluralRulesOf = (langcode: string): Intl.PluralRules => {
  let rules = pluralRules.get(langcode);
  if (!rules) {
    rules = new Intl.PluralRules(formattingLocale(langcode));
    pluralRules.set(langcode, rules);
  }
  return rules;
};

export function pluralIndex(count: number, langcode: string, forms: number): number {
  if (forms <= 1) return 0;
  if (forms === 2) return count === 1 ? 0 : 1;
  const rules = pluralRulesOf(langcode);
  const categories = rules.resolvedOptions().pluralCategories;
  const ordered = PLURAL_ORDER.filter((c) => categories.includes(c));
  const index = ordered.indexOf(rules.select(count));
  return index >= 0 && index < forms ? index : forms - 1;
}

export interface Translator {
  langcode: string;
  t: (source: string, args?: PlaceholderArgs) => string;
  /**
   * '@count point' / '@count points'; @count is the locale-formatted number, unless `args` gives it
   * a text of its own (a signed number, say).
   */
  formatPlural: (count: number, singular: string, plural: string, args?: PlaceholderArgs) => string;
  formatNumber: (value: number) => string;
  /**
   * A number with its sign, plus or minus (a true minus, U+2212), none for zero: "+120", "−60". The
   * sign stands where the language puts it, with the mark that keeps it there in right-to-left text.
   */
  formatSignedNumber: (value: number) => string;
  /** An amount of money in an ISO 4217 currency ('EUR'), as the language writes it. */
  formatCurrency: (value: number, currency: string) => string;
}

export interface TranslatorOptions {
  /** The interface direction: values written the other way are isolated (docs/i18n.md, bidi). */
  direction?: 'ltr' | 'rtl';
  /**
   * Rewrites each template (a translation, or the source when there is none) before its placeholders
   * are filled: the workbench's pseudo-locales (docs/i18n.md).
   */
  transform?: (template: string) => string;
}

/** What Intl takes as a currency: three letters (ISO 4217 codes are upper case). */
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/**
 * The language a page formats its own dates and names in: the language itself when Intl takes it,
 * else English (any other value would make each of those formats throw).
 */
function usableLangcode(langcode: string): string {
  if (isLanguageTag(langcode)) return langcode;
  warnOnce(`"${langcode}" is not a language tag: numbers and dates are shown in English.`);
  return FALLBACK_LOCALE;
}

export function createTranslator(
  requested: string,
  translations: TranslationMap = {},
  { direction = 'ltr', transform = (template) => template }: TranslatorOptions = {},
): Translator {
  const langcode = usableLangcode(requested);
  const formatNumber = (value: number) =>
    portableText(numberFormat(formattingLocale(langcode)).format(value));
  const formatSignedNumber = (value: number) =>
    portableText(
      numberFormat(formattingLocale(langcode), { signDisplay: 'exceptZero' })
        .formatToParts(value)
        .map((part) => (part.type === 'minusSign' ? part.value.replace('-', '\u2212') : part.value))
        .join(''),
    );
  const formatCurrency = (value: number, currency: string) => {
    if (!CURRENCY_CODE.test(currency)) {
      warnOnce(`"${currency}" is not a currency code: amounts in it are shown with the code as it came.`);
      return `${formatNumber(value)} ${currency}`;
    }
    return portableText(
      numberFormat(formattingLocale(langcode), { style: 'currency', currency }).format(value),
    );
  };
  const t = (source: string, args?: PlaceholderArgs) =>
    formatString(transform(translations[source] || source), args, direction);
  const formatPlural = (count: number, singular: string, plural: string, args?: PlaceholderArgs) => {
    const translated = translations[`${singular}${PLURAL_DELIMITER}${plural}`];
    const forms = translated ? translated.split(PLURAL_DELIMITER) : [singular, plural];
    const form = forms[pluralIndex(count, langcode, forms.length)] ?? plural;
    return formatString(transform(form), { '@count': formatNumber(count), ...args }, direction);
  };
  return { langcode, t, formatPlural, formatNumber, formatSignedNumber, formatCurrency };
}
