import { createContext, type ReactNode, use, useMemo } from 'react';
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

/** Provides the translation function for one language. */
export function I18nProvider({ langcode, direction, translations, children }: I18nProviderProps) {
  const value = useMemo(
    () => ({ ...createTranslator(langcode, translations), direction }),
    [langcode, direction, translations],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export const useTranslation = (): I18nValue => use(I18nContext);
