import { makeNavigation } from '@fixtures/site';
import { ADMIN_UID, CREDENTIALS, LEARNER_UID, ROLES } from '@fixtures/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getAppearance } from '@/api/appearance';
import { appearanceDataSchema } from '@/api/appearance.schemas';
import { request } from '@/api/client';
import { agreeToCookies, getCookieDisclaimer } from '@/api/cookie-disclaimer';
import { cookieDisclaimerSchema } from '@/api/cookie-disclaimer.schemas';
import { ApiError } from '@/api/errors';
import { getLanguages } from '@/api/languages';
import { languageDataSchema } from '@/api/languages.schemas';
import { getMasquerade, switchBack, switchToUser } from '@/api/masquerade';
import { getNavigation } from '@/api/navigation';
import { navigationItemSchema } from '@/api/navigation.schemas';
import { organizationSchema } from '@/api/organizations.schemas';
import { search } from '@/api/search';
import { getMe, login, logout } from '@/api/session';
import { getPublicConfig, getSettings, getSiteSettings } from '@/api/settings';
import {
  brandingSchema,
  countrySchema,
  footerSchema,
  generalSettingsSchema,
  publicConfigSchema,
  siteSettingsSchema,
} from '@/api/settings.schemas';
import { getMySubscriptions } from '@/api/subscriptions';
import { subscriptionSchema } from '@/api/subscriptions.schemas';
import { taxonomyTermSchema, vocabularySchema } from '@/api/taxonomy.schemas';
import { getTrainings, toSectionTrainingsQuery } from '@/api/trainings';
import { trainingSchema } from '@/api/trainings.schemas';
import { getTranslations } from '@/api/translations';
import { translationSchema } from '@/api/translations.schemas';
import { getProfile, getUsers, updateProfile } from '@/api/users';
import { profileSchema } from '@/api/users.schemas';
import { createDb } from './db';
import { createMockServer } from './node';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('every fixture validates against its schema', () => {
  it.each([...ROLES.map((role) => [role, 'default'] as const), ['administrator', 'large'] as const])(
    'the %s database (%s size)',
    (role, size) => {
      const { platform } = createDb({ role, size });
      appearanceDataSchema.parse(platform.appearance);
      generalSettingsSchema.parse({ ...platform.generalSettings, ...platform.roleFlags[role] });
      publicConfigSchema.parse(platform.publicConfig);
      siteSettingsSchema.parse(platform.siteSettings);
      brandingSchema.parse(platform.branding);
      footerSchema.parse(platform.footer);
      cookieDisclaimerSchema.parse(platform.cookieDisclaimer);
      z.array(languageDataSchema).parse(platform.languages);
      for (const list of Object.values(platform.translations)) z.array(translationSchema).parse(list);
      z.array(countrySchema).parse(platform.countries);
      z.array(profileSchema).parse(platform.users);
      z.array(organizationSchema).parse(platform.organizations);
      z.array(vocabularySchema).parse(platform.vocabularies);
      z.array(taxonomyTermSchema).parse(platform.taxonomyTerms);
      z.array(trainingSchema).parse(platform.trainings);
      for (const list of platform.subscriptions.values()) z.array(subscriptionSchema).parse(list);
      z.array(navigationItemSchema).parse(makeNavigation(role));
    },
  );

  it('has real volume where paging matters and no external image URLs', () => {
    const { platform } = createDb();
    expect(platform.users.length).toBeGreaterThan(200);
    expect(platform.organizations.length).toBeGreaterThan(100);
    expect(platform.taxonomyTerms.length).toBeGreaterThan(100);
    expect(platform.trainings.length).toBeGreaterThanOrEqual(60);
    expect(platform.trainings.some((t) => t.free)).toBe(true);
    const images = [
      ...platform.trainings.map((t) => t.image),
      platform.appearance.logo,
      platform.branding.logo,
    ];
    expect(images.filter((src) => src && !src.startsWith('data:'))).toEqual([]);
    expect(platform.users.some((user) => user.full_name.length > 40)).toBe(true);
  });

  it('is the same for the same seed', () => {
    expect(createDb({ seed: 7 }).platform.users).toEqual(createDb({ seed: 7 }).platform.users);
  });
});

describe('session', () => {
  it('serves the role of the database when no cookie says otherwise', async () => {
    mock.useScenario('default', { role: 'learner' });
    expect((await getMe()).uid).toBe(LEARNER_UID);
    mock.useScenario('visitor');
    const me = await getMe();
    expect(me.uid).toBeUndefined();
    expect(me.profile).toBeUndefined();
  });

  it('logs in with the documented credentials and out again', async () => {
    mock.useScenario('visitor');
    await getMe(); // the first response sets the XSRF cookie, as a page load does
    const me = await login(CREDENTIALS.administrator);
    expect(me).toMatchObject({ uid: ADMIN_UID, profile: { full_name: 'Amira Haddad' } });
    expect((await getMe()).uid).toBe(ADMIN_UID);
    expect((await getSettings('general')).storefront_manage).toBe(true);
    await logout();
    expect((await getMe()).uid).toBeUndefined();
    expect((await getSettings('general')).storefront_page).toBe(false);
  });

  it('ignores a session cookie an earlier database set (the browser keeps cookies between stories)', async () => {
    const earlier = mock.useScenario('visitor');
    const later = mock.useScenario('visitor');
    const meWith = async (cookie: string) =>
      (
        (await (await fetch('http://localhost/api/v2/me', { headers: { Cookie: cookie } })).json()) as {
          data: { uid?: number };
        }
      ).data.uid;
    expect(await meWith(`mock_session=${earlier.platform.sessionKey}.${ADMIN_UID}`)).toBeUndefined();
    expect(await meWith(`mock_session=${later.platform.sessionKey}.${ADMIN_UID}`)).toBe(ADMIN_UID);
  });

  it('refuses wrong credentials with a field message', async () => {
    mock.useScenario('visitor');
    await getMe();
    const error = await failure(login({ name: 'learner', pass: 'wrong' }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({
      name: { message: 'Unrecognized username or password.', type: 'server' },
    });
  });
});

describe('XSRF', () => {
  it('refuses an unsafe request without the header, as Drupal does', async () => {
    mock.useScenario('visitor');
    const error = await failure(login(CREDENTIALS.learner));
    expect(error).toMatchObject({ status: 403, data: { message: 'X-XSRF-TOKEN request header is missing' } });
  });

  it('refuses a wrong token', async () => {
    mock.useScenario('visitor');
    const response = await fetch('http://localhost/api/v2/user/login', {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': 'forged', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=learner&pass=learner',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'X-XSRF-TOKEN request header is invalid' });
  });

  it('sets the token cookie on the responses the app loads first', async () => {
    const db = mock.useScenario('default');
    const response = await fetch('http://localhost/api/v2/me');
    expect(response.headers.getSetCookie()).toContain(
      `XSRF-TOKEN=${db.platform.xsrfToken}; Path=/; SameSite=Lax`,
    );
  });
});

describe('cookie disclaimer', () => {
  it('is hidden once the visitor agreed', async () => {
    mock.useScenario('visitor');
    expect((await getCookieDisclaimer()).disclaimer_text).toContain('<a href="/privacy">');
    await agreeToCookies();
    expect((await getCookieDisclaimer()).disclaimer_text).toBe('');
  });
});

describe('profile', () => {
  it('saves changes that persist', async () => {
    mock.useScenario('learner');
    await getMe();
    const saved = await updateProfile(LEARNER_UID, { first_name: 'Jo', job_title: 'Team lead' });
    expect(saved).toMatchObject({ first_name: 'Jo', full_name: 'Jo Lindqvist', job_title: 'Team lead' });
    expect((await getProfile(LEARNER_UID)).full_name).toBe('Jo Lindqvist');
    expect((await getMe()).profile?.full_name).toBe('Jo Lindqvist');
  });

  it('responds with field messages for invalid values', async () => {
    mock.useScenario('learner');
    await getMe();
    const error = await failure(updateProfile(LEARNER_UID, { first_name: ' ', mail: 'admin@example.com' }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual(['first_name', 'mail']);
  });

  it("refuses a learner editing someone else's profile", async () => {
    mock.useScenario('learner');
    await getMe();
    expect((await failure(updateProfile(ADMIN_UID, { first_name: 'X' }))).status).toBe(403);
  });

  it("refuses a learner reading someone else's profile (e-mail, time zone, job); an administrator reads any", async () => {
    mock.useScenario('learner');
    await getMe();
    expect((await failure(getProfile(ADMIN_UID))).status).toBe(403);
    expect((await getProfile(LEARNER_UID)).uid).toBe(LEARNER_UID);
    mock.useScenario('administrator');
    await getMe();
    expect((await getProfile(LEARNER_UID)).uid).toBe(LEARNER_UID);
  });
});

describe('masquerade', () => {
  it('lets an administrator act as someone and switch back', async () => {
    mock.useScenario('administrator');
    expect(await getMasquerade()).toMatchObject({ active: false, allowed: true });
    const state = await switchToUser(LEARNER_UID);
    expect(state).toMatchObject({ active: true, as: { uid: LEARNER_UID }, original: { uid: ADMIN_UID } });
    expect((await getMe()).uid).toBe(LEARNER_UID);
    expect((await getSettings('general')).storefront_manage).toBe(false);
    expect((await switchBack()).active).toBe(false);
    expect((await getMe()).uid).toBe(ADMIN_UID);
  });

  it('is refused to learners and for unknown users', async () => {
    mock.useScenario('learner');
    await getMe();
    expect((await failure(switchToUser(ADMIN_UID))).status).toBe(403);
    mock.useScenario('administrator');
    await getMe();
    expect((await failure(switchToUser(999_999))).fieldErrors).toHaveProperty('uid');
  });
});

describe('settings and site data', () => {
  it.each([
    ['visitor', { storefront_page: false, storefront_manage: false, incentives_shop: false }],
    ['learner', { storefront_page: true, storefront_manage: false, availability_feature_manage_own: true }],
    [
      'administrator',
      { storefront_manage: true, incentives_settings: true, availability_feature_manage: true },
    ],
  ] as const)('gives the %s their access flags', async (role, flags) => {
    mock.useScenario(role);
    expect(await getSettings('general')).toMatchObject(flags);
  });

  it('reads footer and countries through the settings call', async () => {
    mock.useScenario('default');
    expect((await getSettings('footer')).privacy_policy).toEqual({
      title: 'Privacy policy',
      url: '/privacy',
    });
    expect((await getSettings('countries')).length).toBeGreaterThan(20);
  });

  it('asks only for the appearance attributes it needs, camelCasing colour and roundness keys', async () => {
    mock.useScenario('default');
    const appearance = await getAppearance(['colors', 'roundness']);
    expect(appearance.logo).toBeUndefined();
    expect(appearance.colors).toHaveProperty('sidebarMenu');
    expect(appearance.roundness).toHaveProperty('inputField');
  });

  it('lists languages by weight with their direction, and translations per language', async () => {
    mock.useScenario('default');
    expect((await getLanguages()).map((l) => [l.langcode, l.direction])).toEqual([
      ['en', 'ltr'],
      ['fr', 'ltr'],
      ['ar', 'rtl'],
    ]);
    expect((await getTranslations('fr')).Refresh).toBe('Actualiser');
    expect(await getTranslations('en')).toEqual({});
  });

  it('scenarios switch features off and on', async () => {
    mock.useScenario('storefrontDisabled', { role: 'administrator' });
    expect((await getPublicConfig()).storefront_page).toBe(false);
    expect((await getSettings('general')).storefront_page).toBe(false);
    mock.useScenario('shopDisabled', { role: 'learner' });
    expect((await getSiteSettings()).incentives_shop_enabled).toBe(false);
    expect((await getSettings('general')).incentives_shop_enabled).toBe(false);
    mock.useScenario('rtlLanguage');
    expect((await getSettings('general')).current_language).toBe('ar');
    expect((await getMe()).language).toBe('ar');
  });

  it.each([
    ['unauthorized', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['serverError', 500],
  ] as const)('the %s scenario responds with %i everywhere', async (scenario, status) => {
    mock.useScenario(scenario);
    expect((await failure(getMe())).status).toBe(status);
    expect((await failure(request('incentives/wallet'))).status).toBe(status);
  });

  it('gives signed-in users a navigation tree and visitors none', async () => {
    mock.useScenario('administrator');
    const tree = await getNavigation();
    expect(tree.find((item) => item.id === 'settings')?.children.length).toBeGreaterThan(0);
    mock.useScenario('visitor');
    expect(await getNavigation()).toEqual([]);
  });
});

describe('lists, filters and paging', () => {
  it('filters users by name and pages them', async () => {
    mock.useScenario('administrator');
    const page = await getUsers({ name: 'lindqvist' });
    expect(page.data.map((user) => user.uid)).toEqual([LEARNER_UID]);
    const second = await getUsers({ page: 1, limit: 50 });
    expect(second.meta).toMatchObject({ page: 1, limit: 50, isLastPage: false });
    expect(second.data[0]?.uid).toBe(51);
  });

  it('keeps users to signed-in people', async () => {
    mock.useScenario('visitor');
    expect((await failure(getUsers())).status).toBe(401);
    expect((await failure(getMySubscriptions())).status).toBe(401);
  });

  it('builds and responds to the storefront section queries of docs/product.md §7', async () => {
    const db = mock.useScenario('learner');
    const free = await getTrainings(toSectionTrainingsQuery({ type: 'free', sorting: 'title', size: 6 }));
    expect(free.data).toHaveLength(6);
    expect(free.data.every((training) => training.free)).toBe(true);
    const titles = free.data.map((training) => training.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));

    const custom = await getTrainings(toSectionTrainingsQuery({ type: 'custom', trainings: [9, 2, 30] }));
    expect(custom.data.map((training) => training.id)).toEqual([9, 2, 30]);

    const topic = db.platform.taxonomyTerms.find((term) => term.vocabulary === 'topics' && term.parent === 0);
    const tagged = await getTrainings(
      toSectionTrainingsQuery({
        type: 'vocabulary',
        vocabulary: 'topics',
        tags: [topic?.tid ?? 0],
        size: 100,
      }),
    );
    expect(tagged.data.length).toBeGreaterThan(0);
    expect(tagged.data.every((training) => training.tags.includes(topic?.tid ?? -1))).toBe(true);
  });

  it('leaves out own and other-language trainings unless asked', async () => {
    mock.useScenario('learner');
    const plain = await getTrainings({ limit: 100 });
    expect(plain.data.every((training) => !training.own && training.language === 'en')).toBe(true);
    const everything = await getTrainings({ include_own: 1, multilingual: 1, limit: 100 });
    expect(everything.meta.total).toBeGreaterThan(plain.meta.total);
  });

  it('lists my subscriptions, most recently used first', async () => {
    mock.useScenario('learner');
    const { data } = await getMySubscriptions();
    expect(data.length).toBeGreaterThan(0);
    const used = data.map((s) => s.last_accessed ?? '');
    expect(used).toEqual([...used].sort().reverse());
  });

  it('searches trainings, pages and (for signed-in people) users', async () => {
    mock.useScenario('learner');
    expect((await search({ s: 'privacy' })).data.some((result) => result.type === 'page')).toBe(true);
    expect((await search({ s: 'lindqvist' })).data.map((r) => r.id)).toContain(`user:${LEARNER_UID}`);
    mock.useScenario('visitor');
    expect((await search({ s: 'lindqvist' })).data).toEqual([]);
  });
});

describe('general settings date formats', () => {
  it('reach the interface as the PHP patterns the server sends', async () => {
    const db = mock.useScenario('default');
    expect(db.platform.generalSettings.date_time_formats.short).toBe('m/d/Y - H:i');
    expect((await getSettings('general')).date_time_formats.short).toBe('m/d/Y - H:i');
  });
});
