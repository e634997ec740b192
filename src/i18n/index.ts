export { type DateSettings, DateSettingsProvider, useFormatDate } from './date-format';
export { useDocumentLanguage } from './document-language';
export type { PlaceholderArgs, TranslationMap, Translator } from './format';
export { createTranslator, formatHtml, formatString, isSafeUrl, PLURAL_DELIMITER } from './format';
export type { Direction } from './I18nProvider';
export { arkLocale, I18nProvider, useTranslation } from './I18nProvider';
