import { preloadRequest } from '@/api/client';

/** How many of the user's trainings the dashboard lists. */
export const MY_TRAININGS_LIMIT = 6;

/** The catalogue's picks the dashboard shows beside them. */
export const PICKS_QUERY = {
  include_own: 1,
  linked: 1,
  multilingual: 1,
  order_by: 'popularity',
  limit: 4,
} as const;

/**
 * Starts the dashboard's two lists as soon as the user is known, beside the page's code rather
 * than once the page has rendered (docs/performance.md, "First load"): the page's own queries then
 * take the responses (`preloadRequest`, the same URLs).
 */
export function preloadDashboardLists(): void {
  preloadRequest('subscriptions', { limit: MY_TRAININGS_LIMIT });
  preloadRequest('trainings', PICKS_QUERY);
}
