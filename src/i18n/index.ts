export { useFormatDate } from './date-format';
export { type DateSettings, DateSettingsProvider } from './date-settings';
export { useDocumentLanguage } from './document-language';
export { firstDayOfWeek, type WeekStart } from './first-day-of-week';
export type { PlaceholderArgs, TranslationMap, Translator, TranslatorOptions } from './format';
export { createTranslator, formatHtml, formatString, isolate, isSafeUrl, PLURAL_DELIMITER } from './format';
export type { Direction, PseudoLocale } from './I18nProvider';
export { arkLocale, I18nProvider, PseudoLocaleContext, useTranslation } from './I18nProvider';
export { formatServerDateText } from './server-dates';
