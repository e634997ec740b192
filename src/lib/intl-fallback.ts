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

const locales = new Map<string, string>();

/**
 * The locale Intl formats a language in: the tag itself when this runtime has its data, else
 * English (a language it does not know would be formatted in whatever the runtime's default is,
 * which differs between the server and the browser).
 */
export const formattingLocale = (tag: string): string =>
  remembered(locales, tag, () => {
    if (!isLanguageTag(tag)) {
      warnOnce(`"${tag}" is not a language tag: numbers and dates are shown in English.`);
      return FALLBACK_LOCALE;
    }
    if (Intl.DateTimeFormat.supportedLocalesOf(tag).length === 0) {
      warnOnce(`There are no number and date formats for the language "${tag}": they are shown in English.`);
      return FALLBACK_LOCALE;
    }
    return tag;
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
