import type { AppRoute } from '@/api/access';

/**
 * The catalogue's routes, mounted by src/app/routes.tsx. The catalogue is for
 * signed-in learners (docs/product.md §1); a training page is open, because the
 * visitor home page links to it: visitors read it and are asked to log in to enrol.
 */
export const routes: AppRoute[] = [
  {
    path: 'catalog',
    auth: true,
    lazy: async () => {
      const page = await import('./CataloguePage');
      return { Component: page.CataloguePage, loader: page.loader };
    },
  },
  {
    path: 'course/:id',
    lazy: async () => {
      const page = await import('./TrainingPage');
      return { Component: page.TrainingPage, loader: page.loader };
    },
  },
];
