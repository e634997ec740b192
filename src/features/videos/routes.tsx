import type { AppRoute } from '@/api/access';

/** The video library and player, for signed-in learners (README.md). */
export const videosRoutes: AppRoute[] = [
  {
    path: 'videos',
    auth: true,
    lazy: async () => ({ Component: (await import('./VideoLibraryPage')).VideoLibraryPage }),
  },
  {
    path: 'videos/:id',
    auth: true,
    lazy: async () => ({ Component: (await import('./VideoPlayerPage')).VideoPlayerPage }),
  },
];
