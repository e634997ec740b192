import type { AppRoute } from '@/api/access';

/** The video library and player, for signed-in learners (README.md). */
export const routes: AppRoute[] = [
  {
    path: 'videos',
    auth: true,
    lazy: () => import('./VideoLibraryPage'),
  },
  {
    path: 'videos/:id',
    auth: true,
    lazy: () => import('./VideoPlayerPage'),
  },
];
