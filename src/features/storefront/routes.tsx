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
    lazy: async () => {
      const page = await import('./public/StorefrontPage');
      return { Component: page.StorefrontPage, loader: page.loader };
    },
  },
  {
    path: 'storefront',
    gate: STOREFRONT_PAGE,
    children: [
      {
        index: true,
        lazy: async () => {
          const page = await import('./public/StorefrontPage');
          return { Component: page.StorefrontPage, loader: page.loader };
        },
      },
      {
        path: 'search',
        lazy: async () => {
          const page = await import('./public/SearchPage');
          return { Component: page.SearchPage, loader: page.loader };
        },
      },
      {
        path: ':sectionId',
        lazy: async () => {
          const page = await import('./public/SectionPage');
          return { Component: page.SectionPage, loader: page.loader };
        },
      },
    ],
  },
  {
    path: 'settings/storefront',
    gate: { flags: 'storefront_manage' },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./settings/StorefrontSettingsPage')).StorefrontSettingsPage,
        }),
      },
      {
        path: 'appearance',
        lazy: async () => {
          const page = await import('./settings/StorefrontAppearancePage');
          return { Component: page.StorefrontAppearancePage, loader: page.loader };
        },
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
