import { appearanceEndpoints } from './appearance.schemas';
import { archiveEndpoints } from './archive.schemas';
import { availabilityEndpoints } from './availability.schemas';
import { catalogEndpoints } from './catalog.schemas';
import { cookieDisclaimerEndpoints } from './cookie-disclaimer.schemas';
import type { Endpoint } from './endpoint';
import { filesEndpoints } from './files.schemas';
import { followsEndpoints } from './follows.schemas';
import { incentivesEndpoints } from './incentives.schemas';
import { leaderboardEndpoints } from './incentives-leaderboard.schemas';
import { schedulesEndpoints } from './incentives-schedules.schemas';
import { incentivesSettingsEndpoints } from './incentives-settings.schemas';
import { transactionsEndpoints } from './incentives-transactions.schemas';
import { languagesEndpoints } from './languages.schemas';
import { masqueradeEndpoints } from './masquerade.schemas';
import { navigationEndpoints } from './navigation.schemas';
import { organizationsEndpoints } from './organizations.schemas';
import { pagesEndpoints } from './pages.schemas';
import { registrationEndpoints } from './registration.schemas';
import { searchEndpoints } from './search.schemas';
import { sessionEndpoints } from './session.schemas';
import { settingsEndpoints } from './settings.schemas';
import { storefrontEndpoints } from './storefront.schemas';
import { subscriptionsEndpoints } from './subscriptions.schemas';
import { taxonomyEndpoints } from './taxonomy.schemas';
import { trainingsEndpoints } from './trainings.schemas';
import { translationsEndpoints } from './translations.schemas';
import { usersEndpoints } from './users.schemas';
import { videosEndpoints } from './videos.schemas';
import { walletEndpoints } from './wallet.schemas';

/**
 * The whole /api/v2 contract: the OpenAPI document is generated from this list
 * and a test checks that the mock responds to each entry. Add one spread per
 * resource module.
 */
export const contract: Endpoint[] = [
  ...appearanceEndpoints,
  ...settingsEndpoints,
  ...cookieDisclaimerEndpoints,
  ...languagesEndpoints,
  ...translationsEndpoints,
  ...sessionEndpoints,
  ...usersEndpoints,
  ...masqueradeEndpoints,
  ...navigationEndpoints,
  ...organizationsEndpoints,
  ...taxonomyEndpoints,
  ...trainingsEndpoints,
  ...catalogEndpoints,
  ...subscriptionsEndpoints,
  ...searchEndpoints,
  ...walletEndpoints,
  ...incentivesEndpoints,
  ...incentivesSettingsEndpoints,
  ...schedulesEndpoints,
  ...transactionsEndpoints,
  ...leaderboardEndpoints,
  ...storefrontEndpoints,
  ...availabilityEndpoints,
  ...pagesEndpoints,
  ...registrationEndpoints,
  ...archiveEndpoints,
  ...followsEndpoints,
  ...videosEndpoints,
  ...filesEndpoints,
];
