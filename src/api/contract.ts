import { appearanceEndpoints } from './appearance.schemas';
import { archiveEndpoints } from './archive';
import { availabilityEndpoints } from './availability';
import { catalogEndpoints } from './catalog';
import { cookieDisclaimerEndpoints } from './cookie-disclaimer.schemas';
import type { Endpoint } from './endpoint';
import { filesEndpoints } from './files';
import { followsEndpoints } from './follows';
import { incentivesEndpoints } from './incentives';
import { leaderboardEndpoints } from './incentives-leaderboard';
import { schedulesEndpoints } from './incentives-schedules';
import { incentivesSettingsEndpoints } from './incentives-settings';
import { transactionsEndpoints } from './incentives-transactions';
import { languagesEndpoints } from './languages.schemas';
import { masqueradeEndpoints } from './masquerade.schemas';
import { navigationEndpoints } from './navigation.schemas';
import { organizationsEndpoints } from './organizations';
import { pagesEndpoints } from './pages';
import { registrationEndpoints } from './registration';
import { searchEndpoints } from './search';
import { sessionEndpoints } from './session.schemas';
import { settingsEndpoints } from './settings.schemas';
import { storefrontEndpoints } from './storefront';
import { subscriptionsEndpoints } from './subscriptions';
import { taxonomyEndpoints } from './taxonomy';
import { trainingsEndpoints } from './trainings';
import { translationsEndpoints } from './translations.schemas';
import { usersEndpoints } from './users.schemas';
import { videosEndpoints } from './videos';
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
