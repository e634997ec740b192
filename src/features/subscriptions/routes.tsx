import type { AppRoute } from '@/api/access';

/** What the learner follows, signed-in only (README.md). */
export const routes: AppRoute[] = [
  {
    path: 'subscriptions',
    auth: true,
    lazy: async () => {
      const page = await import('./SubscriptionsPage');
      return { Component: page.SubscriptionsPage, loader: page.loader };
    },
  },
];
