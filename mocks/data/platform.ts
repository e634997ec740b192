import type { Faker } from '@faker-js/faker';
import {
  makeOrganizations,
  makeSubscriptions,
  makeTaxonomyTerms,
  makeTrainings,
  makeVocabularies,
} from '@fixtures/catalog';
import {
  makeAppearance,
  makeBranding,
  makeCookieDisclaimer,
  makeCountries,
  makeDateFormatTranslations,
  makeFooter,
  makeGeneralSettings,
  makeLanguages,
  makePublicConfig,
  makeRoleFlags,
  makeSiteSettings,
} from '@fixtures/site';
import { makeTranslations } from '@fixtures/translations';
import { ADMIN_UID, LEARNER_UID, type MockUser, makeUser, makeUsers, type Role } from '@fixtures/users';
import type { AppearanceData } from '@/api/appearance';
import type { CookieDisclaimer } from '@/api/cookie-disclaimer';
import type { LanguageData } from '@/api/languages';
import type { Organization } from '@/api/organizations';
import type {
  AccessFlag,
  Branding,
  Country,
  Footer,
  GeneralSettings,
  PublicConfig,
  SiteSettings,
} from '@/api/settings';
import type { Subscription } from '@/api/subscriptions';
import type { TaxonomyTerm, Vocabulary } from '@/api/taxonomy';
import type { Training } from '@/api/trainings';
import type { Translation } from '@/api/translations';

/** Platform slice: session, users, settings, appearance, languages, navigation, catalogue. */
export interface PlatformData {
  platform: {
    /** Who the database serves when no `mock_session` cookie says otherwise. */
    role: Role;
    defaultUid: number | undefined;
    /** Scopes this database's cookies: unique per database, never shown. */
    sessionKey: string;
    /** The server's XSRF token: unsafe requests must echo it in X-XSRF-TOKEN. */
    xsrfToken: string;
    users: MockUser[];
    /** Real uid → uid acted as. */
    masquerade: Map<number, number>;
    roleFlags: Record<Role, Record<AccessFlag, boolean>>;
    generalSettings: Omit<GeneralSettings, AccessFlag>;
    /** Date formats by language, over the site's own (configuration translation). */
    dateFormatTranslations: Record<string, Record<string, string>>;
    publicConfig: PublicConfig;
    siteSettings: SiteSettings;
    branding: Branding;
    appearance: AppearanceData;
    footer: Footer;
    cookieDisclaimer: CookieDisclaimer;
    languages: LanguageData[];
    translations: Record<string, Translation[]>;
    countries: Country[];
    organizations: Organization[];
    vocabularies: Vocabulary[];
    taxonomyTerms: TaxonomyTerm[];
    trainings: Training[];
    /** Per uid. */
    subscriptions: Map<number, Subscription[]>;
  };
}

export interface SliceOptions {
  role: Role;
}

export const defaultUidFor = (role: Role): number | undefined =>
  role === 'administrator' ? ADMIN_UID : role === 'learner' ? LEARNER_UID : undefined;

export function createPlatformData(faker: Faker, { role }: SliceOptions): PlatformData {
  const organizations = makeOrganizations(faker);
  const users = makeUsers(faker, organizations);
  const taxonomyTerms = makeTaxonomyTerms(faker);
  const trainings = makeTrainings(faker, taxonomyTerms);
  const subscriptions = new Map<number, Subscription[]>([
    [LEARNER_UID, makeSubscriptions(faker, trainings)],
    [ADMIN_UID, makeSubscriptions(faker, trainings, 3)],
  ]);
  return {
    platform: {
      role,
      defaultUid: defaultUidFor(role),
      // Not from the seeded faker: two databases with the same seed must not share sessions.
      sessionKey: Math.random().toString(36).slice(2, 10),
      xsrfToken: faker.string.alphanumeric(32),
      users,
      masquerade: new Map(),
      roleFlags: makeRoleFlags(),
      generalSettings: makeGeneralSettings(),
      dateFormatTranslations: makeDateFormatTranslations(),
      publicConfig: makePublicConfig(),
      siteSettings: makeSiteSettings(),
      branding: makeBranding(),
      appearance: makeAppearance(),
      footer: makeFooter(),
      cookieDisclaimer: makeCookieDisclaimer(),
      languages: makeLanguages(),
      translations: makeTranslations(),
      countries: makeCountries(),
      organizations,
      vocabularies: makeVocabularies(),
      taxonomyTerms,
      trainings,
      subscriptions,
    },
  };
}

/** The largeData scenario: thousands of users and trainings, so lists, paging and pickers meet real volume. */
export function growPlatformData(db: PlatformData, faker: Faker): void {
  const { platform } = db;
  while (platform.users.length < 3000) {
    platform.users.push(makeUser(faker, platform.users.length + 1, platform.organizations));
  }
  const more = makeTrainings(faker, platform.taxonomyTerms, 2000).map((training, index) => ({
    ...training,
    id: platform.trainings.length + index + 1,
    url: `/course/${platform.trainings.length + index + 1}`,
  }));
  platform.trainings.push(...more);
  const extra = makeOrganizations(faker, 1200).slice(platform.organizations.length);
  platform.organizations.push(
    ...extra.map((org, index) => ({ ...org, id: platform.organizations.length + index + 1 })),
  );
}
