import type { AppRoute } from '@/api/access';

/** The video library and player, for signed-in learners (README.md). */
export const routes: AppRoute[] = [
  {
    path: 'videos',
    auth: true,
    lazy: async () => {
      const page = await import('./VideoLibraryPage');
      return { Component: page.VideoLibraryPage, loader: page.loader };
    },
  },
  {
    path: 'videos/:id',
    auth: true,
    lazy: async () => {
      const page = await import('./VideoPlayerPage');
      return { Component: page.VideoPlayerPage, loader: page.loader };
    },
  },
];
