import { http } from 'msw';
import { APPEARANCE_ATTRIBUTES } from '@/api/appearance';
import { COOKIE_AGREE_PATH } from '@/api/cookie-disclaimer';
import { ACCESS_FLAGS, type AccessFlag } from '@/api/settings';
import { localizedFor } from './content-language';
import { cookieAgreedCookie, currentUser, errorResponse, hasAgreedToCookies, hasFlag, respond } from './http';
import { api, type GetDb } from './types';

export const appearanceHandlers = (getDb: GetDb) => [
  http.get(api('appearance'), ({ request }) => {
    const db = getDb();
    const asked = new URL(request.url).searchParams.getAll('attributes[]');
    const attributes = asked.length > 0 ? asked : APPEARANCE_ATTRIBUTES;
    const data = Object.fromEntries(
      Object.entries(db.platform.appearance).filter(([key]) =>
        (attributes as readonly string[]).includes(key),
      ),
    );
    return respond(db, { data });
  }),
];

export const settingsHandlers = (getDb: GetDb) => [
  http.get(api('settings'), ({ request, cookies }) => {
    const db = getDb();
    const type = new URL(request.url).searchParams.get('type');
    if (type === 'footer')
      return respond(db, { data: localizedFor(db, request, cookies)(db.platform.footer) });
    if (type === 'countries') return respond(db, { data: db.platform.countries });
    if (type !== 'general') return errorResponse(db, 400, `Unknown settings type "${type ?? ''}".`);
    const user = currentUser(db, cookies);
    const flags = Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, hasFlag(db, user, flag)])) as Record<
      AccessFlag,
      boolean
    >;
    const general = db.platform.generalSettings;
    return respond(db, {
      data: { ...general, ...flags, current_language: user?.language ?? general.current_language },
    });
  }),
  http.get(api('config/public'), () => respond(getDb(), { data: getDb().platform.publicConfig })),
  http.get(api('settings/site'), () => respond(getDb(), { data: getDb().platform.siteSettings })),
  http.get(api('settings/branding'), ({ request, cookies }) => {
    const db = getDb();
    return respond(db, { data: localizedFor(db, request, cookies)(db.platform.branding) });
  }),
];

/** Agreement lives in a cookie, as with Drupal's EU cookie compliance module. */
export const cookiesHandlers = (getDb: GetDb) => [
  http.get(api('cookies-disclaimer'), ({ request, cookies }) => {
    const db = getDb();
    const agreed = hasAgreedToCookies(db, cookies);
    const text = db.platform.cookieDisclaimer.disclaimer_text;
    return respond(db, {
      data: { disclaimer_text: agreed ? '' : localizedFor(db, request, cookies)(text) },
    });
  }),
  http.post(`*${COOKIE_AGREE_PATH}`, () =>
    respond(getDb(), undefined, {
      cookies: [cookieAgreedCookie(getDb())],
    }),
  ),
];

export const languagesHandlers = (getDb: GetDb) => [
  http.get(api('languages'), () => respond(getDb(), { data: getDb().platform.languages })),
];

export const translationsHandlers = (getDb: GetDb) => [
  http.get(api('translations'), ({ request }) => {
    const db = getDb();
    const url = new URL(request.url);
    if (url.searchParams.get('context') !== 'interface') return respond(db, { data: [] });
    return respond(db, { data: db.platform.translations[url.searchParams.get('language') ?? ''] ?? [] });
  }),
];
