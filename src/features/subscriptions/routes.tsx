import type { AppRoute } from '@/api/access';

/** What the learner follows, signed-in only (README.md). */
export const routes: AppRoute[] = [
  {
    path: 'subscriptions',
    auth: true,
    lazy: () => import('./SubscriptionsPage'),
  },
];
