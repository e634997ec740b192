/** Follows at /subscriptions (README.md). Its page loads through routes.tsx. */
export const SUBSCRIPTIONS_PATH = '/subscriptions';
