import type { AppRoute } from '@/api/access';
import { preloadRequest } from '@/api/client';
import { STOREFRONT_PATH } from '@/api/storefront.constants';
import { unlessLeaving } from '@/lib/unless-leaving';

const storefrontPage = async () => ({ Component: (await import('./public/StorefrontPage')).StorefrontPage });
const STOREFRONT_PAGE = { flags: 'storefront_page', notFound: true } as const;

/**
 * The storefront in the user's language, what StorefrontPage asks for first, then the lists its
 * sections fetch (the trainings of a trainings section): those start with the storefront's response,
 * not once the page has rendered it.
 */
const prefetchStorefront: AppRoute['prefetch'] = async (queryClient, { language }) => {
  // The request starts now; the code that reads it (every section type's contract) arrives meanwhile.
  preloadRequest(STOREFRONT_PATH, { language });
  const [{ storefrontQueryOptions }, { prefetchSectionLists }] = await unlessLeaving(() =>
    Promise.all([import('./api'), import('./sections/registry')]),
  );
  const storefront = await queryClient.fetchQuery(storefrontQueryOptions({ language }));
  prefetchSectionLists(storefront.sections, queryClient);
};

/**
 * The storefront's routes (docs/product.md §2), mounted by src/app/routes.tsx: the
 * visitor home at /, the storefront pages for signed-in users (gate
 * storefront_page, not-found when off; a visitor following a link from the
 * home into search or a section is asked to sign in first and comes back),
 * and the settings with both editors (gate storefront_manage).
 */
export const storefrontRoutes: AppRoute[] = [
  {
    home: true,
    lazy: storefrontPage,
    // A signed-in user is sent on to the dashboard (HomeGate): only a visitor sees it.
    prefetch: (queryClient, user) => (user.signedIn ? undefined : prefetchStorefront(queryClient, user)),
  },
  {
    path: 'storefront',
    gate: STOREFRONT_PAGE,
    children: [
      { index: true, lazy: storefrontPage, prefetch: prefetchStorefront },
      { path: 'search', lazy: async () => ({ Component: (await import('./public/SearchPage')).SearchPage }) },
      {
        path: ':sectionId',
        lazy: async () => ({ Component: (await import('./public/SectionPage')).SectionPage }),
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
        lazy: async () => ({
          Component: (await import('./settings/StorefrontAppearancePage')).StorefrontAppearancePage,
        }),
      },
      {
        path: 'registered',
        lazy: async () => ({ Component: (await import('./editor/editor-pages')).RegisteredEditorPage }),
      },
      {
        path: 'unregistered',
        lazy: async () => ({ Component: (await import('./editor/editor-pages')).UnregisteredEditorPage }),
      },
    ],
  },
];
