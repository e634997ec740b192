import { LocaleProvider } from '@ark-ui/react/locale';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { withNumberingSystem } from '@/lib/intl-fallback';
import { createTranslator, type TranslationMap, type Translator } from './format';

export type Direction = 'ltr' | 'rtl';

interface I18nValue extends Translator {
  direction: Direction;
}

const I18nContext = createContext<I18nValue>({ ...createTranslator('en'), direction: 'ltr' });

export interface I18nProviderProps {
  langcode: string;
  direction: Direction;
  translations?: TranslationMap;
  children: ReactNode;
}

/**
 * Ark UI derives each component's `dir` from the locale's script; the
 * language's own direction (from GET languages) wins, so a script subtag is
 * added when the two disagree.
 */
export function arkLocale(langcode: string, direction: Direction): string {
  const key = `${langcode} ${direction}`;
  let locale = arkLocales.get(key);
  if (locale === undefined) {
    locale = arkLocaleOf(langcode, direction);
    arkLocales.set(key, locale);
  }
  return locale;
}

// Made once per language: finding a locale's script loads the browser's locale data, and the
// provider renders with every change of the translations.
const arkLocales = new Map<string, string>();

function arkLocaleOf(langcode: string, direction: Direction): string {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(langcode);
  } catch {
    locale = new Intl.Locale('en');
  }
  const script = locale.maximize().script ?? '';
  const rtlScript = ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr'].includes(script);
  const matching =
    rtlScript === (direction === 'rtl')
      ? locale
      : new Intl.Locale(locale.language, { script: direction === 'rtl' ? 'Arab' : 'Latn' });
  return withNumberingSystem(matching.toString());
}

/**
 * A pseudo-locale of the workbench (docs/i18n.md): it rewrites every template and may force the
 * direction, for every I18nProvider below it, the app's own included. The production entry never
 * sets one, and the rewriting function lives outside the app's modules.
 */
export interface PseudoLocale {
  /** The `lang` of the document, such as en-XA. */
  langcode: string;
  direction: Direction;
  transform: (template: string) => string;
}

export const PseudoLocaleContext = createContext<PseudoLocale | null>(null);

/** Provides the translation function for one language. */
export function I18nProvider({ langcode, direction: given, translations, children }: I18nProviderProps) {
  const pseudo = use(PseudoLocaleContext);
  const direction = pseudo?.direction ?? given;
  const value = useMemo(
    () => ({
      ...createTranslator(langcode, translations, { direction, transform: pseudo?.transform }),
      direction,
    }),
    [langcode, direction, translations, pseudo],
  );
  return (
    <I18nContext value={value}>
      <LocaleProvider locale={arkLocale(langcode, direction)}>{children}</LocaleProvider>
    </I18nContext>
  );
}

export const useTranslation = (): I18nValue => use(I18nContext);
