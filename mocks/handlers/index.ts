import type { RequestHandler } from 'msw';
import { archiveHandlers } from './archive';
import { availabilityHandlers } from './availability';
import {
  catalogHandlers,
  navigationHandlers,
  organizationsHandlers,
  searchHandlers,
  taxonomyHandlers,
} from './catalog';
import { coursesHandlers, enrolmentsHandlers, subscriptionsHandlers } from './catalog-courses';
import { filesHandlers } from './files';
import { followsHandlers } from './follows';
import { incentivesHandlers } from './incentives';
import { masqueradeHandlers } from './masquerade';
import { pagesHandlers, registrationHandlers } from './pages';
import { sessionHandlers } from './session';
import {
  appearanceHandlers,
  cookiesHandlers,
  languagesHandlers,
  settingsHandlers,
  translationsHandlers,
} from './site';
import { storefrontHandlers } from './storefront';
import type { GetDb } from './types';
import { usersHandlers } from './users';
import { videosHandlers } from './videos';
import { walletHandlers } from './wallet';
import { xsrfHandlers } from './xsrf';

/**
 * Handlers keyed by resource group. Storybook merges these objects across
 * global, component and story parameters, so a story replaces one group
 * (`parameters.msw.handlers.wallet = [...]`) or disables it (`null`).
 */
export function createHandlerGroups(getDb: GetDb) {
  return {
    // First: refuses unsafe requests without the XSRF header before any resource sees them.
    xsrf: xsrfHandlers(getDb),
    appearance: appearanceHandlers(getDb),
    settings: settingsHandlers(getDb),
    cookies: cookiesHandlers(getDb),
    languages: languagesHandlers(getDb),
    translations: translationsHandlers(getDb),
    session: sessionHandlers(getDb),
    users: usersHandlers(getDb),
    masquerade: masqueradeHandlers(getDb),
    navigation: navigationHandlers(getDb),
    organizations: organizationsHandlers(getDb),
    taxonomy: taxonomyHandlers(getDb),
    catalog: catalogHandlers(getDb),
    courses: coursesHandlers(getDb),
    enrolments: enrolmentsHandlers(getDb),
    subscriptions: subscriptionsHandlers(getDb),
    search: searchHandlers(getDb),
    wallet: walletHandlers(getDb),
    incentives: incentivesHandlers(getDb),
    storefront: storefrontHandlers(getDb),
    availability: availabilityHandlers(getDb),
    pages: pagesHandlers(getDb),
    registration: registrationHandlers(getDb),
    archive: archiveHandlers(getDb),
    follows: followsHandlers(getDb),
    videos: videosHandlers(getDb),
    files: filesHandlers(getDb),
  } satisfies Record<string, RequestHandler[]>;
}

export type HandlerGroup = keyof ReturnType<typeof createHandlerGroups>;

export const createHandlers = (getDb: GetDb): RequestHandler[] =>
  Object.values(createHandlerGroups(getDb)).flat();
