import type { AppRoute } from '@/api/access';

/** docs/product.md §2: the own calendar and the manage page, each behind its access flag; each page is its own chunk. */
export const routes: AppRoute[] = [
  {
    path: 'availability',
    gate: { flags: 'availability_feature_manage_own' },
    lazy: () => import('./pages/OwnAvailabilityPage'),
  },
  {
    path: 'course-administration/availability',
    gate: { flags: 'availability_feature_manage' },
    lazy: () => import('./pages/ManageAvailabilityPage'),
  },
];
