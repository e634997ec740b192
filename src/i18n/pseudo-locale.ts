import { PLURAL_DELIMITER } from './format';
import type { Direction } from './I18nProvider';

/**
 * Pseudo-locales of the workbench (docs/i18n.md). They turn the English source into text that looks
 * translated, so a story shows at a glance what is not translated (plain English), what gets cut off
 * when text is a third longer, and what does not mirror in right-to-left:
 * - en-XA: every letter accented, each text wrapped in [ ] and about 35 % longer;
 * - ar-XB: each word written right to left (RLO … PDF), the page laid out right to left.
 * Placeholders (`@count`, `%name`, `:url`), HTML tags and entities, and plural delimiters stay as
 * they are. Only the workbench imports this module; the app never ships it.
 */
export const PSEUDO_LOCALES = {
  'en-XA': { direction: 'ltr', label: 'Pseudo-accented (en-XA)' },
  'ar-XB': { direction: 'rtl', label: 'Pseudo right-to-left (ar-XB)' },
} as const satisfies Record<string, { direction: Direction; label: string }>;

export type PseudoLocaleCode = keyof typeof PSEUDO_LOCALES;

export const isPseudoLocale = (langcode: string): langcode is PseudoLocaleCode => langcode in PSEUDO_LOCALES;

/** What a transform leaves alone: placeholders, HTML tags and entities. */
const UNTOUCHED = /[@%:][A-Za-z_][A-Za-z0-9_-]*|<[^>]*>|&[#A-Za-z0-9]+;/g;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** Applies `change` to the text between the parts that must stay as they are. */
function outsideUntouched(text: string, change: (part: string) => string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(UNTOUCHED)) {
    result += change(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + change(text.slice(last));
}

/** The share by which en-XA lengthens a text, like the longer languages (German, French, Finnish). */
export const EXPANSION = 1.35;
const PADDING = ' ·ĺöñĝ·ţéẋţ·ƒöŕ·ŵîðţĥ·ţéšţîñĝ';

function accentOne(form: string): string {
  if (form.trim() === '') return form;
  const accented = outsideUntouched(form, (part) => [...part].map((ch) => ACCENTED[ch] ?? ch).join(''));
  // [ and ] count towards the longer length; short texts stay a little longer still.
  const extra = Math.max(0, Math.round(form.length * EXPANSION) - form.length - 2);
  return `[${accented}${PADDING.repeat(Math.ceil(extra / PADDING.length) || 1).slice(0, extra)}]`;
}

const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const POP_DIRECTIONAL_FORMATTING = '\u202C';
const RIGHT_TO_LEFT_MARK = '\u200F';

function mirrorOne(form: string): string {
  if (form.trim() === '') return form;
  const mirrored = outsideUntouched(form, (part) =>
    part.replace(
      /\p{L}[\p{L}\p{M}'’-]*/gu,
      (word) => `${RIGHT_TO_LEFT_OVERRIDE}${word}${POP_DIRECTIONAL_FORMATTING}`,
    ),
  );
  return `${RIGHT_TO_LEFT_MARK}${mirrored}${RIGHT_TO_LEFT_MARK}`;
}

/** The en-XA text of a template; each plural form is changed on its own. */
export const pseudoAccent = (template: string): string =>
  template.split(PLURAL_DELIMITER).map(accentOne).join(PLURAL_DELIMITER);

/** The ar-XB text of a template; each plural form is changed on its own. */
export const pseudoMirror = (template: string): string =>
  template.split(PLURAL_DELIMITER).map(mirrorOne).join(PLURAL_DELIMITER);

export const pseudoTransform = (langcode: PseudoLocaleCode): ((template: string) => string) =>
  langcode === 'en-XA' ? pseudoAccent : pseudoMirror;
