import type { AppRoute } from '@/api/access';

/** docs/product.md §2: the own calendar and the manage page, each behind its access flag; each page is its own chunk. */
export const availabilityRoutes: AppRoute[] = [
  {
    path: 'availability',
    gate: { flags: 'availability_feature_manage_own' },
    lazy: async () => ({ Component: (await import('./pages/OwnAvailabilityPage')).OwnAvailabilityPage }),
  },
  {
    path: 'course-administration/availability',
    gate: { flags: 'availability_feature_manage' },
    lazy: async () => ({
      Component: (await import('./pages/ManageAvailabilityPage')).ManageAvailabilityPage,
    }),
  },
];
