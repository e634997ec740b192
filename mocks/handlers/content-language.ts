import { translate } from '@fixtures/content-i18n/localized';
import { createTranslator, type Translator } from '@/i18n/format';
import type { MockDb } from '../db';
import { type Cookies, currentUser } from './http';

/**
 * The language the backend returns translatable content in, negotiated the way a multilingual
 * Drupal site does (fixtures/README.md): an explicit `language` (or `langcode`) query parameter
 * first (the public storefront sends one), then a language prefix of the path (`/ar/api/v2/…`),
 * then the signed-in user's preferred language, then the site's current language. The browser's
 * Accept-Language is not used: the interface follows the user's or the site's language
 * (src/app/AppProviders.tsx), and the content must speak the same language as the interface.
 * English, the default, is also the result for a language the site does not have.
 */
export function contentLanguage(db: MockDb, request: Request, cookies: Cookies): string {
  const url = new URL(request.url);
  const prefix = /^\/([a-z]{2}(?:-[a-z]+)?)\/api\/v2\//i.exec(url.pathname)?.[1];
  const asked =
    url.searchParams.get('language') ||
    url.searchParams.get('langcode') ||
    prefix ||
    currentUser(db, cookies)?.language ||
    db.platform.generalSettings.current_language;
  return db.platform.languages.some((language) => language.langcode === asked) ? asked : 'en';
}

/**
 * A response body with every curated text in `language`: strings the content dictionary knows
 * (fixtures/content-i18n) are replaced by their translation, everything else is kept as stored.
 */
export function inLanguage<T>(value: T, language: string): T {
  if (language === 'en') return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return translate(node, language);
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    }
    return node;
  };
  return walk(value) as T;
}

/** Shorthand of the two: the body in this request's language. */
export const localizedFor =
  (db: MockDb, request: Request, cookies: Cookies) =>
  <T>(value: T): T =>
    inLanguage(value, contentLanguage(db, request, cookies));

/**
 * The backend's own messages (a refused sign-in, a field error, a refused order) in the request's
 * language, as Drupal's `t()` says them: from the interface translations the app is given
 * (`translations`), placeholders filled; `language` localises the content they name.
 */
export function messagesFor(db: MockDb, request: Request, cookies: Cookies) {
  const language = contentLanguage(db, request, cookies);
  const translations = Object.fromEntries(
    (db.platform.translations[language] ?? []).map((entry) => [entry.source, entry.translation]),
  );
  const say: Translator['t'] = createTranslator(language, translations).t;
  return { say, language };
}

/**
 * Makes a database speak `langcode`: the site's current language and every user's preferred
 * language, as when people chose it in their profile (the rtlLanguage scenario does the same
 * for Arabic). Storybook calls it with a story's language, so the mock's menus, footer and
 * content come in the language the story's interface is rendered in.
 */
export function speakLanguage(db: MockDb, langcode: string): void {
  if (!db.platform.languages.some((language) => language.langcode === langcode)) return;
  db.platform.generalSettings.current_language = langcode;
  for (const user of db.platform.users) user.language = langcode;
}
