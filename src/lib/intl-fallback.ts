import { remembered } from './remembered';
import { warnOnce } from './warn-once';

/*
 * Language tags and time zones come from the server (the user's language, the site's time zone).
 * Intl throws a RangeError on a value it cannot take, which would bring a whole page down over a
 * date or a number: these give it a value it takes instead, and say once in the console why.
 */

/** What numbers and dates are shown in when the language cannot be. */
export const FALLBACK_LOCALE = 'en';

const tags = new Map<string, boolean>();

/** Whether Intl takes the tag at all (a well-formed BCP 47 language tag). */
export const isLanguageTag = (tag: string): boolean =>
  remembered(tags, tag, () => {
    try {
      return Intl.getCanonicalLocales(tag).length > 0;
    } catch {
      return false;
    }
  });

/**
 * Languages whose digits CLDR has changed, with the numbering system its current data gives them.
 * A runtime with older data writes other digits, so a page the server rendered would not be the page
 * the browser hydrates (a hydration error) and one page would mix two kinds of digits. Arabic has had
 * Latin digits since CLDR 46 (2024); ICU 72 (WebKitGTK on Debian 12) still writes Arabic-Indic ones.
 */
const NUMBERING_SYSTEMS: Record<string, string> = { ar: 'latn' };

/**
 * The tag with the numbering system CLDR now gives its language said outright (`ar-u-nu-latn`), so
 * every runtime writes the same digits; a tag that names its own numbering system or region keeps it.
 */
export function withNumberingSystem(tag: string): string {
  const locale = new Intl.Locale(tag);
  const numberingSystem =
    locale.numberingSystem || locale.region ? undefined : NUMBERING_SYSTEMS[locale.language];
  return numberingSystem ? new Intl.Locale(tag, { numberingSystem }).toString() : tag;
}

const locales = new Map<string, string>();

/**
 * The locale Intl formats a language in: the tag itself when this runtime has its data, else
 * English (a language it does not know would be formatted in whatever the runtime's default is,
 * which differs between the server and the browser); its digits as `withNumberingSystem` says.
 */
export const formattingLocale = (tag: string): string =>
  remembered(locales, tag, () => {
    if (!isLanguageTag(tag)) {
      warnOnce(`"${tag}" is not a language tag: numbers and dates are shown in English.`);
      return FALLBACK_LOCALE;
    }
    if (Intl.DateTimeFormat.supportedLocalesOf(tag).length === 0) {
      warnOnce(`"${tag}" has no number and date formats here: numbers and dates are shown in English.`);
      return FALLBACK_LOCALE;
    }
    return withNumberingSystem(tag);
  });

const zones = new Map<string, string>();

/** The time zone itself when Intl knows it, else UTC. */
export const formattingTimeZone = (timeZone: string): string =>
  remembered(zones, timeZone, () => {
    try {
      new Intl.DateTimeFormat(FALLBACK_LOCALE, { timeZone });
      return timeZone;
    } catch {
      warnOnce(`"${timeZone}" is not a time zone: dates are shown in UTC.`);
      return 'UTC';
    }
  });
