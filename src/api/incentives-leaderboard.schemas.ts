import { z } from '@/api/zod';
import { type Endpoint, endpoint, pageMetaSchema } from './endpoint';
import { pointsSchema } from './formats';
import { userRefSchema } from './incentives-common.schemas';
import { LEADERBOARD_PERIODS } from './values';

export const leaderboardPeriodSchema = z
  .enum(LEADERBOARD_PERIODS)
  .describe('The days up to now: week the last 7, month the last 30, year the last 365; all: every point');
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriodSchema>;

/** Points earned in the period; equal points share a rank (1, 2, 2, 4). */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive().describe('1 for the first; equal points share a rank (1, 2, 2, 4)'),
  user: userRefSchema,
  points: pointsSchema.check(z.describe('Points earned in the period')),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  data: z.array(leaderboardEntrySchema),
  meta: z.object({
    ...pageMetaSchema.shape,
    period: leaderboardPeriodSchema,
    /** The signed-in user's own line, wherever it is; null for visitors. */
    own: leaderboardEntrySchema.nullable(),
  }),
});
export type Leaderboard = z.infer<typeof leaderboardResponseSchema>;

export const leaderboardQuerySchema = z.object({
  period: leaderboardPeriodSchema.optional(),
  page: z.number().int().min(0).optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'incentives/leaderboard',
    group: 'incentives',
    summary: 'Ranked users by points earned in a period, with the signed-in user’s own rank',
    query: leaderboardQuerySchema.extend({ limit: z.number().int().optional() }),
    response: leaderboardResponseSchema,
    example: { query: { period: 'month' } },
  }),
];
