import { appearanceEndpoints } from './appearance';
import { archiveEndpoints } from './archive';
import { availabilityEndpoints } from './availability';
import { catalogEndpoints } from './catalog';
import { cookieDisclaimerEndpoints } from './cookie-disclaimer';
import type { Endpoint } from './endpoint';
import { filesEndpoints } from './files';
import { followsEndpoints } from './follows';
import { incentivesEndpoints } from './incentives';
import { leaderboardEndpoints } from './incentives-leaderboard';
import { schedulesEndpoints } from './incentives-schedules';
import { incentivesSettingsEndpoints } from './incentives-settings';
import { transactionsEndpoints } from './incentives-transactions';
import { languagesEndpoints } from './languages';
import { masqueradeEndpoints } from './masquerade';
import { navigationEndpoints } from './navigation';
import { organizationsEndpoints } from './organizations';
import { pagesEndpoints } from './pages';
import { registrationEndpoints } from './registration';
import { searchEndpoints } from './search';
import { sessionEndpoints } from './session';
import { settingsEndpoints } from './settings';
import { storefrontEndpoints } from './storefront';
import { subscriptionsEndpoints } from './subscriptions';
import { taxonomyEndpoints } from './taxonomy';
import { trainingsEndpoints } from './trainings';
import { translationsEndpoints } from './translations';
import { usersEndpoints } from './users';
import { videosEndpoints } from './videos';
import { walletEndpoints } from './wallet';

/**
 * The whole /api/v2 contract: the OpenAPI document is generated from this list
 * and a test checks that the mock answers each entry. Add one spread per
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
