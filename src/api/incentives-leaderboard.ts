import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import type { LeaderboardQuery } from './incentives-leaderboard.schemas';
import { keys } from './keys';
import { LEADERBOARD_PERIODS } from './values';

export type {
  Leaderboard,
  LeaderboardEntry,
  LeaderboardPeriod,
  LeaderboardQuery,
} from './incentives-leaderboard.schemas';

export { LEADERBOARD_PERIODS };

const schema = lazySchemas(() => import('./incentives-leaderboard.schemas'));

export const LEADERBOARD_PAGE_SIZE = 25;

export const getLeaderboard = (query: LeaderboardQuery = {}, signal?: AbortSignal) =>
  requestParsed(schema('leaderboardResponseSchema'), 'incentives/leaderboard', {
    query: { period: 'month', ...query, limit: LEADERBOARD_PAGE_SIZE },
    signal,
  });

export const leaderboardQueryOptions = (query: LeaderboardQuery = {}) =>
  queryOptions({
    queryKey: keys.incentives.leaderboard(query),
    queryFn: ({ signal }) => getLeaderboard(query, signal),
  });
