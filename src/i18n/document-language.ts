import { use, useLayoutEffect } from 'react';
import { type Direction, PseudoLocaleContext } from './I18nProvider';

/**
 * `<html lang dir>` follows the interface language (docs/product.md §1, docs/architecture.md), or the
 * workbench's pseudo-locale when one is chosen (docs/i18n.md).
 */
export function useDocumentLanguage(langcode: string, direction: Direction) {
  const pseudo = use(PseudoLocaleContext);
  const lang = pseudo?.langcode ?? langcode;
  const dir = pseudo?.direction ?? direction;
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }, [lang, dir]);
}
