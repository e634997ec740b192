import type { AppRoute } from '@/api/access';

/** The learner's archive, signed-in only (README.md). */
export const routes: AppRoute[] = [
  {
    path: 'archive',
    auth: true,
    lazy: () => import('./ArchivePage'),
  },
];
