import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { matchPath, type RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTransport, type Transport } from '@/api/transport';
import { renderPage } from '@/entry-server';
import { listenMockApi } from '../../mocks/server/mock-api-server';
import type { PageState } from './page-state';
import { createAppMemoryRouter } from './router';
import { areaRoutes, buildRoutes, resolveLazyMatches } from './routes';

/*
 * Every page rendered on the server against the mock API, as each kind of user: the routes' loaders
 * start every query the page is rendered with (src/api/route-data.ts), so the page is rendered once,
 * with its data, and none of it is sent as a loading state; and the browser's router, given the
 * page's state, hydrates it as it is, without a navigation of its own first.
 */

const SIGNED_IN_PAGES = [
  '/dashboard',
  '/catalog',
  '/catalog?s=safety&page=2',
  '/course/1',
  '/archive',
  '/videos',
  '/videos/1',
  '/subscriptions',
  '/search?s=a',
  '/user',
  '/user/2/edit',
  '/incentives',
  '/incentives/1',
  '/incentives/1/purchase',
  '/leaderboard',
  '/availability',
  '/storefront',
  '/storefront/1',
  '/storefront/search?s=a',
  '/settings',
  '/course-administration',
  '/about',
  '/page/terms',
  '/denied',
  '/not-found',
  '/no/such/page',
];

const ADMINISTRATOR_PAGES = [
  '/settings/incentives',
  '/settings/incentives/products',
  '/settings/incentives/products/create',
  '/settings/incentives/products/1/edit',
  '/settings/incentives/rules',
  '/settings/incentives/shop',
  '/settings/incentives/schedules',
  '/settings/incentives/schedules/create',
  '/settings/incentives/schedules/1/edit',
  '/settings/incentives/transactions',
  '/settings/incentives/transactions/1',
  '/settings/storefront',
  '/settings/storefront/registered',
  '/settings/storefront/unregistered',
  '/settings/storefront/appearance',
  '/incentives/purchase-success?transaction=1',
  '/masquerade',
  '/course-administration/availability',
  // Anyone's profile is an administrator's to edit.
  '/user/1/edit',
];

const VISITOR_PAGES = [
  '/',
  '/user/login',
  '/user/register',
  '/course/1',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/release-notes',
  '/page/terms',
  '/denied',
  '/not-found',
  '/no/such/page',
];

/** Left out on purpose: the logout page signs its user out. */
const NOT_RENDERED = ['/user/logout'];

/** The not-found page, at its own address or any other no route has, is a 404. */
const statusOf = (page: string) => (page === '/not-found' || page === '/no/such/page' ? 404 : 200);

/** Every page's path in the route table, as its pattern (`/videos/:id`). */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined || route.path.startsWith('/')
        ? (route.path ?? parent)
        : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children?.length) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

it('lists a page for every path of the route table', async () => {
  const listed = [...SIGNED_IN_PAGES, ...ADMINISTRATOR_PAGES, ...VISITOR_PAGES].map(
    (page) => new URL(page, 'http://localhost').pathname,
  );
  const unlisted = pagePaths(buildRoutes(areaRoutes)).filter(
    (pattern) =>
      !NOT_RENDERED.includes(pattern) &&
      !listed.some((pathname) => matchPath({ path: pattern, end: true }, pathname)),
  );
  expect(unlisted).toEqual([]);
});

type MockApi = Awaited<ReturnType<typeof listenMockApi>>;

/** Renders `page` with its calls sent to `mock`, each call's path added to `calls`. */
function renderWith(mock: MockApi, page: string, calls: string[] = []) {
  const transport: Transport = (call) => {
    calls.push(new URL(call.url).pathname);
    return fetchTransport({ ...call, url: call.url.replace(/^https?:\/\/[^/]+/, mock.origin) });
  };
  return renderPage(`http://localhost${page}`, transport, 'nonce', { budgetMs: 20_000 });
}

/**
 * Renders `page` with its calls sent to `mock`, and says what the render asked for that no loader
 * started, and whether the page named itself (a `<title>`, which the server puts in the head).
 */
async function rendered(mock: MockApi, page: string, calls: string[] = []) {
  const result = await renderWith(mock, page, calls);
  if (result?.kind !== 'page') return result;
  return {
    kind: 'page',
    status: result.status,
    queriesNotLoaded: result.queriesNotLoaded,
    titled: result.title !== undefined,
    routerStartsLoaded: await routerStartsLoaded(page, result.state),
  };
}

/**
 * Whether the router src/main.tsx makes from the page's state starts as loaded: a route the state
 * has no loader data for makes it run the middleware and loaders of the page as it hydrates, and
 * then render the page a second time.
 */
async function routerStartsLoaded(page: string, state: PageState): Promise<boolean> {
  const routes = buildRoutes(areaRoutes);
  await resolveLazyMatches(routes, new URL(page, 'http://localhost').pathname);
  const queryClient = new QueryClient();
  hydrate(queryClient, state.queries);
  const router = createAppMemoryRouter(routes, page, queryClient, state.router);
  const { initialized } = router.state;
  router.dispose();
  queryClient.clear();
  return initialized;
}

describe.each([
  ['learner', SIGNED_IN_PAGES],
  ['administrator', [...SIGNED_IN_PAGES, ...ADMINISTRATOR_PAGES]],
  ['visitor', VISITOR_PAGES],
] as const)('the pages a %s sees', (role, pages) => {
  let mock: MockApi;
  beforeAll(async () => {
    mock = await listenMockApi({ role });
  });
  afterAll(() => mock.close());

  it.each(pages)(
    '%s is rendered with every query its loaders started and a title of its own, and hydrated as it is',
    async (page) => {
      expect(await rendered(mock, page)).toEqual({
        kind: 'page',
        status: statusOf(page),
        queriesNotLoaded: [],
        titled: true,
        routerStartsLoaded: true,
      });
    },
  );
});

// The mock's data and session are one per process: one mock API at a time.
describe('the guards, on the server', () => {
  /** What the server does with `page` for a user of `role`. */
  async function renderedFor(role: string, page: string, calls: string[] = []) {
    const mock = await listenMockApi({ role });
    try {
      return await rendered(mock, page, calls);
    } finally {
      await mock.close();
    }
  }

  it('send a visitor to sign in, with the way back, before the page asks for anything', async () => {
    const calls: string[] = [];
    expect(await renderedFor('visitor', '/catalog?s=safety', calls)).toEqual({
      kind: 'redirect',
      location: '/user/login?redirectTo=%2Fcatalog%3Fs%3Dsafety',
    });
    expect(calls).not.toContain('/api/v2/trainings');
  });

  it('send a signed-in user from the home page to the dashboard', async () => {
    const calls: string[] = [];
    expect(await renderedFor('learner', '/', calls)).toEqual({ kind: 'redirect', location: '/dashboard' });
    expect(calls).not.toContain('/api/v2/storefront');
  });

  it('send a user a gate does not let through to /denied, before the page asks for anything', async () => {
    const calls: string[] = [];
    expect(await renderedFor('learner', '/settings/incentives/products', calls)).toEqual({
      kind: 'redirect',
      location: '/denied',
    });
    expect(calls).not.toContain('/api/v2/incentives/products');
  });

  it('send a signed-in user on from the login and sign-up pages, and a learner from masquerade to /denied', async () => {
    expect(await renderedFor('learner', '/user/login?redirectTo=%2Fcatalog')).toEqual({
      kind: 'redirect',
      location: '/catalog',
    });
    expect(await renderedFor('learner', '/user/register')).toEqual({
      kind: 'redirect',
      location: '/dashboard',
    });
    expect(await renderedFor('learner', '/masquerade')).toEqual({ kind: 'redirect', location: '/denied' });
  });

  it('let a user a refusal sent to the login page see it', async () => {
    expect(await renderedFor('learner', '/user/login?redirectTo=%2Fcatalog&refused=1')).toMatchObject({
      kind: 'page',
      routerStartsLoaded: true,
    });
  });
});

describe('a render past its budget', () => {
  it('is given up: its requests are stopped, and the browser gets the page to render', async () => {
    // A backend that never responds: each call waits until its signal stops it.
    const signals: AbortSignal[] = [];
    const transport: Transport = (call) =>
      new Promise((_resolve, reject) => {
        const signal = call.signal as AbortSignal;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    const result = await renderPage('http://localhost/dashboard', transport, 'nonce', { budgetMs: 50 });
    expect(result).toBeUndefined();
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });
});

// A page is rendered for one request; nothing of it may stay in memory once it is sent. A listener
// left on a signal the router's Request keeps until it is finalised kept every render alive, its
// markup and responses with it, until a later collection: some 100 MB a process under load.
describe('a page rendered on the server', () => {
  it('is not kept in memory once its render is done', async () => {
    const mock = await listenMockApi({ role: 'visitor' });
    try {
      const page = await weaklyHeld(mock, '/');
      // A WeakRef's target is kept to the end of the task that made it.
      await new Promise(setImmediate);
      collectGarbage();
      expect(page.deref()).toBeUndefined();
    } finally {
      await mock.close();
    }
  });
});

/** The markup of `page` as rendered, held only weakly. */
async function weaklyHeld(mock: MockApi, page: string): Promise<WeakRef<Uint8Array>> {
  const result = await renderWith(mock, page);
  if (result?.kind !== 'page') throw new Error(`${page} was not rendered`);
  return new WeakRef(result.html);
}

/** A full collection, as `--expose-gc` would give one, without the flag on the test process. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
