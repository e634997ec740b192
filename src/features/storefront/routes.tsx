import type { AppRoute } from '@/api/access';

const STOREFRONT_PAGE = { flags: 'storefront_page', notFound: true } as const;

/**
 * The storefront's routes (docs/product.md §2), mounted by src/app/routes.tsx: the
 * visitor home at /, the storefront pages for signed-in users (gate
 * storefront_page, not-found when off; a visitor following a link from the
 * home into search or a section is asked to sign in first and comes back),
 * and the settings with both editors (gate storefront_manage).
 */
export const routes: AppRoute[] = [
  {
    home: true,
    lazy: () => import('./public/StorefrontPage'),
  },
  {
    path: 'storefront',
    gate: STOREFRONT_PAGE,
    children: [
      {
        index: true,
        lazy: () => import('./public/StorefrontPage'),
      },
      {
        path: 'search',
        lazy: () => import('./public/SearchPage'),
      },
      {
        path: ':sectionId',
        lazy: () => import('./public/SectionPage'),
      },
    ],
  },
  {
    path: 'settings/storefront',
    gate: { flags: 'storefront_manage' },
    children: [
      {
        index: true,
        lazy: () => import('./settings/StorefrontSettingsPage'),
      },
      {
        path: 'appearance',
        lazy: () => import('./settings/StorefrontAppearancePage'),
      },
      {
        path: 'registered',
        lazy: async () => {
          const page = await import('./editor/editor-pages');
          return { Component: page.RegisteredEditorPage, loader: page.registeredEditorLoader };
        },
      },
      {
        path: 'unregistered',
        lazy: async () => {
          const page = await import('./editor/editor-pages');
          return { Component: page.UnregisteredEditorPage, loader: page.unregisteredEditorLoader };
        },
      },
    ],
  },
];
