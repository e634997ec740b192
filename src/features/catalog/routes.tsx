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
    lazy: () => import('./CataloguePage'),
  },
  {
    path: 'course/:id',
    lazy: () => import('./TrainingPage'),
  },
];
