export type { PlaceholderArgs, TranslationMap, Translator } from './format';
export { createTranslator, formatHtml, formatString, isSafeUrl, PLURAL_DELIMITER } from './format';
export type { Direction } from './I18nProvider';
export { I18nProvider, useTranslation } from './I18nProvider';
