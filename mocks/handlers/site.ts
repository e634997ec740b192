import { http } from 'msw';
import { APPEARANCE_ATTRIBUTES, type AppearanceData, type Font } from '@/api/appearance';
import { COOKIE_AGREE_PATH } from '@/api/cookie-disclaimer';
import { ACCESS_FLAGS, type AccessFlag } from '@/api/settings';
import type { StorefrontAppearance } from '@/api/storefront';
import type { MockDb } from '../db';
import { localizedFor } from './content-language';
import { cookieAgreedCookie, currentUser, errorResponse, hasAgreedToCookies, hasFlag, respond } from './http';
import { api, type GetDb } from './types';

/**
 * Corner choice of the appearance page → the appearance's roundness keys in px, as the page
 * previews them (`ROUNDNESS_RADII` in src/features/storefront/settings/appearance-form.ts, kept
 * equal by site.test.ts).
 */
export const ROUNDNESS_PX: Record<NonNullable<StorefrontAppearance['roundness']>, Record<string, number>> = {
  square: { input_field: 0, button: 0, card: 0 },
  soft: { input_field: 6, button: 8, card: 12 },
  round: { input_field: 12, button: 24, card: 24 },
};

/**
 * The site's appearance as GET appearance returns it. The brand values are edited on the storefront
 * appearance page (POST settings/storefront/appearance, src/features/storefront/settings/), so once
 * that page has saved them they are the site's colours, fonts, roundness and images, and the whole
 * site is themed from them. A storefront saved before the brand fields existed carries none of them
 * (fixtures/storefront.ts): the site keeps its own appearance (fixtures/site.ts).
 */
export function siteAppearance(db: MockDb): AppearanceData {
  const base = db.platform.appearance;
  const saved = db.storefront.appearance;
  const branded = BRAND_FIELDS.some((field) => saved[field] !== undefined);
  if (!branded) return base;
  const colors = { ...base.colors };
  const setColour = (key: string, value: string | undefined) => {
    if (value) colors[key] = value;
  };
  setColour('primary', saved.accent_color);
  setColour('secondary', saved.secondary_color);
  setColour('header', saved.header_color);
  setColour('text', saved.text_color);
  setColour('background', saved.background_color);
  const fonts = saved.font && base.fonts ? withFont(base.fonts, saved.font) : base.fonts;
  return {
    ...base,
    colors,
    fonts,
    roundness: saved.roundness ? { ...base.roundness, ...ROUNDNESS_PX[saved.roundness] } : base.roundness,
    // A picture the page saved replaces the site's. The page does not show the seeded pictures
    // (fixtures/storefront.ts stores none), so its empty fields do not remove them.
    ...(saved.logo && { logo: saved.logo }),
    ...(saved.favicon && { favicon: saved.favicon }),
    ...(saved.site_background && { site_background: saved.site_background }),
  };
}

const BRAND_FIELDS = [
  'secondary_color',
  'header_color',
  'font',
  'roundness',
  'logo',
  'favicon',
  'site_background',
] as const satisfies readonly (keyof StorefrontAppearance)[];

/** Body, headings and links in the chosen family: the site's own files when it is that family (Inter is bundled), else the user's installed font. */
function withFont(fonts: NonNullable<AppearanceData['fonts']>, family: string) {
  const font =
    fonts.body.family === family ? fonts.body : { name: family, family, files: [] as Font['files'] };
  return { ...fonts, body: font, headings: font, links: font };
}

export const appearanceHandlers = (getDb: GetDb) => [
  http.get(api('appearance'), ({ request }) => {
    const db = getDb();
    const asked = new URL(request.url).searchParams.getAll('attributes[]');
    const attributes = asked.length > 0 ? asked : APPEARANCE_ATTRIBUTES;
    const data = Object.fromEntries(
      Object.entries(siteAppearance(db)).filter(([key]) => (attributes as readonly string[]).includes(key)),
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
    const language = user?.language ?? general.current_language;
    return respond(db, {
      // The signed-in user's own language and time zone, as a site that lets users choose them says,
      // and the date formats as translated for that language.
      data: {
        ...general,
        ...flags,
        date_time_formats: { ...general.date_time_formats, ...db.platform.dateFormatTranslations[language] },
        current_language: language,
        current_timezone: user?.timezone ?? general.current_timezone,
      },
    });
  }),
  http.get(api('config/public'), () => respond(getDb(), { data: getDb().platform.publicConfig })),
  http.get(api('settings/site'), () => respond(getDb(), { data: getDb().platform.siteSettings })),
  http.get(api('settings/branding'), ({ request, cookies }) => {
    const db = getDb();
    // A logo or background the appearance page saved is the header's and the pages' too, as it is
    // the appearance's (siteAppearance).
    const saved = db.storefront.appearance;
    const branding = {
      ...db.platform.branding,
      ...(saved.logo && { logo: saved.logo }),
      ...(saved.site_background && { site_background: saved.site_background }),
    };
    return respond(db, { data: localizedFor(db, request, cookies)(branding) });
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
