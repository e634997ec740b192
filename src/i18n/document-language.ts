import { useLayoutEffect } from 'react';
import type { Direction } from './I18nProvider';

/** `<html lang dir>` follows the interface language (docs/product.md §1, docs/architecture.md). */
export function useDocumentLanguage(langcode: string, direction: Direction) {
  useLayoutEffect(() => {
    document.documentElement.lang = langcode;
    document.documentElement.dir = direction;
  }, [langcode, direction]);
}
