import { createHandlerGroups } from '@mocks/handlers';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import type { MswParameter } from 'msw-storybook-addon/csf3';
import { useCallback, useState } from 'react';
import { type DataRouter, type Location, parsePath, type RouteObject, RouterProvider } from 'react-router';
import { SiteDateSettings } from '@/app/AppProviders';
import { createAppMemoryRouter, createAppQueryClient } from '@/app/router';
import { appRoutes } from '@/app/routes';
import { FullPageNavigationContext } from '@/features/shell';
import { trackQueryClient, trackRouter } from './settle';
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

/**
 * Records each location `router` commits in `pageLocations`, starting with the one it is at; a router
 * made for a page load the story asked for goes on with the same list.
 */
function recordLocations(router: DataRouter, { reload }: { reload: boolean }) {
  recordedRouter = router;
  if (!reload) pageLocations.length = 0;
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

let pageLoads = 0;

/** One page load of the story: its own query client and router, as a document has. */
function PageLoad({
  url,
  routes,
  reload,
  onFullPageNavigation,
}: {
  url: string;
  routes: RouteObject[];
  reload: boolean;
  onFullPageNavigation: (url: string) => void;
}) {
  const [setup] = useState(() => {
    let router: DataRouter | undefined;
    const queryClient = trackQueryClient(createAppQueryClient(() => router, { retry: false }));
    // A history entry of its own for each page load: React Router keeps scroll positions by entry
    // for the whole document, and a memory router names every first entry "default", so a story
    // was scrolled back to where an earlier one had been.
    const entry = { ...parsePath(url), key: `page-load-${++pageLoads}` };
    router = trackRouter(createAppMemoryRouter(routes, entry, queryClient));
    recordLocations(router, { reload });
    // Like a page load: nothing cached survives it, and nothing of it is waited for any more.
    const leave = (to: string) => {
      queryClient.clear();
      onFullPageNavigation(to);
    };
    return { router, queryClient, leave };
  });
  return (
    <QueryClientProvider client={setup.queryClient}>
      <SiteDateSettings>
        <FullPageNavigationContext value={setup.leave}>
          <RouterProvider router={setup.router} />
        </FullPageNavigationContext>
      </SiteDateSettings>
    </QueryClientProvider>
  );
}

/**
 * The story's pages. A full page load it asks for (the header search) is recorded and made as a
 * new page load in place, with nothing of the last one kept, so the workbench stays.
 */
function PageRouter({ route, routes }: { route: string; routes: RouteObject[] }) {
  const [load, setLoad] = useState(() => {
    fullPageNavigations.length = 0;
    return { url: route, count: 0 };
  });
  const navigateFullPage = useCallback((url: string) => {
    fullPageNavigations.push(url);
    setLoad((last) => ({ url, count: last.count + 1 }));
  }, []);
  return (
    <PageLoad
      key={load.count}
      url={load.url}
      routes={routes}
      reload={load.count > 0}
      onFullPageNavigation={navigateFullPage}
    />
  );
}

/**
 * Renders the real route table (src/app/routes.tsx) in a memory router at the
 * story's URL (`parameters.router.route`), with the query client wired like
 * production (401 → login, 403 → /denied). Use with `pageParameters`.
 */
export const withPage: Decorator = (_Story, context) => (
  <PageRouter route={(context.parameters as StoryParameters).router?.route ?? '/'} routes={appRoutes} />
);

/** Parameters of a page story: the URL it opens, plus any other story parameter. */
export const pageParameters = (route: string, parameters: StoryParameters = {}) =>
  storyParameters({ ...parameters, page: true, router: { route }, layout: 'fullscreen' });

/**
 * A page story's `msw` under which the public configuration never responds: the home page's rules
 * (src/app/guards.ts) wait for it, so a navigation to `/` stays under way.
 */
export const publicConfigPending = (): MswParameter => ({
  handlers: {
    settings: [http.get('*/api/v2/config/public', neverRespond), ...createHandlerGroups(getMockDb).settings],
  },
});
