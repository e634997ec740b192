import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useState } from 'react';
import { type DataRouter, type Location, type RouteObject, RouterProvider } from 'react-router';
import { createAppMemoryRouter, createAppQueryClient } from '@/app/router';
import { loadAppRoutes } from '@/app/routes';
import { FullPageNavigationContext } from '@/features/shell';
import { trackQueryClient } from './settle';
import { type StoryParameters, storyParameters } from './story-parameters';

/**
 * Full page loads the stories asked for (the header search), newest last. The
 * story performs them as in-app navigations instead, so the workbench stays.
 */
export const fullPageNavigations: string[] = [];

/**
 * Every location the page's router has been at since the story began (path and query), oldest
 * first, one entry per navigation the router committed: a story counts navigations with it.
 */
export const pageLocations: string[] = [];
let recordedRouter: DataRouter | undefined;

/** Records each location `router` commits in `pageLocations`, starting with the one it is at. */
function recordLocations(router: DataRouter) {
  recordedRouter = router;
  pageLocations.length = 0;
  const record = ({ pathname, search }: Location) => pageLocations.push(`${pathname}${search}`);
  let { key } = router.state.location;
  record(router.state.location);
  router.subscribe(({ location }) => {
    // An earlier story's router that still moves must not count in this story's list.
    if (router !== recordedRouter) return;
    // The router tells of every change of its state (loading, fetchers); only a new entry counts.
    if (location.key === key) return;
    key = location.key;
    record(location);
  });
}

function PageRouter({ route, routes }: { route: string; routes: RouteObject[] }) {
  const [setup] = useState(() => {
    fullPageNavigations.length = 0;
    let router: DataRouter | undefined;
    const queryClient = trackQueryClient(createAppQueryClient(() => router, { retry: false }));
    router = createAppMemoryRouter(routes, route, queryClient);
    recordLocations(router);
    const navigateFullPage = (url: string) => {
      fullPageNavigations.push(url);
      // Like a page load: nothing cached survives it.
      queryClient.clear();
      void router?.navigate(url);
    };
    return { router, queryClient, navigateFullPage };
  });
  return (
    <QueryClientProvider client={setup.queryClient}>
      <FullPageNavigationContext value={setup.navigateFullPage}>
        <RouterProvider router={setup.router} />
      </FullPageNavigationContext>
    </QueryClientProvider>
  );
}

/**
 * Renders the real route table (src/app/routes.tsx) in a memory router at the
 * story's URL (`parameters.router.route`), with the query client wired like
 * production (401 → login, 403 → /denied). Use with `pageParameters`.
 */
export const withPage: Decorator = (_Story, context) => (
  <Suspense fallback={null}>
    <LoadedPageRouter route={(context.parameters as StoryParameters).router?.route ?? '/'} />
  </Suspense>
);

function LoadedPageRouter({ route }: { route: string }) {
  return <PageRouter route={route} routes={use(loadAppRoutes())} />;
}

/** Parameters of a page story: the URL it opens, plus any other story parameter. */
export const pageParameters = (route: string, parameters: StoryParameters = {}) =>
  storyParameters({ ...parameters, page: true, router: { route }, layout: 'fullscreen' });
