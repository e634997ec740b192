// The function alone: the package's index would bring its date class into every first load.
import { tzOffset } from '@date-fns/tz/tzOffset';
import { pluralIndex } from './format';
import { arkLocale, type Direction } from './I18nProvider';

export interface LocaleSettings {
  langcode: string;
  direction: Direction;
  /** The site's time zone, in which dates are shown. */
  timeZone: string;
}

/**
 * The browser loads a language's data the first time an Intl object of that language is built,
 * and a time zone's rules the first time a date is placed in it: tens of milliseconds each on a
 * slow phone, which a page's first render would otherwise pay inside one of its tasks.
 * Each step here runs in a task of its own, through `nextTask`, and fills the same caches that
 * render reads (the Ark locale, the plural rules, the time zone's offsets) or loads the data the
 * number formats use.
 */
export async function loadLocaleData(
  { langcode, direction, timeZone }: LocaleSettings,
  nextTask: () => Promise<void>,
): Promise<void> {
  const steps = [
    () => arkLocale(langcode, direction),
    () => pluralIndex(1, langcode, 3),
    () => new Intl.NumberFormat(langcode).format(1),
    () => tzOffset(timeZone, new Date()),
  ];
  for (const step of steps) {
    try {
      step();
    } catch {
      // A language or zone the browser does not know fails where it is used, as it did before.
    }
    await nextTask();
  }
}
