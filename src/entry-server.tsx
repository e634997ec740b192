import { AsyncLocalStorage } from 'node:async_hooks';
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { options } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appearanceQueryOptions } from './api/appearance';
import { setFetchResolver } from './api/transport';
import { AppProviders } from './app/AppProviders';
import { localeSettingsOf, prefetchFirstLoad } from './app/first-load';
import { createAppQueryClient } from './app/router';
import { loadAppRoutes } from './app/routes';
import { buildTheme } from './features/theming';
import { ServerRedirectContext } from './lib/redirect';
import { sanitizeWithWindow } from './lib/sanitize';
import { sanitizerReady } from './ui/SanitizedHtml';

/** A page rendered on the server, for the host to put into index.html (mocks/server/app-server.ts). */
export interface RenderedPage {
  kind: 'page';
  /** The markup of `#root`. */
  html: string;
  /** The answers the page was drawn from, handed to the browser's query cache before it hydrates. */
  state: DehydratedState;
  /** `<html lang dir style>`: the reader's language and the appearance's variables. */
  lang: string;
  dir: 'ltr' | 'rtl';
  style: string;
}

/** The page sends its reader elsewhere (a guard, a page that is not for them): the host redirects. */
export interface RedirectedPage {
  kind: 'redirect';
  location: string;
}

/**
 * How many times a page is drawn at most. Each drawing asks for what the one before could not show
 * yet: the first asks for the storefront's sections, the second for the lists those sections show.
 */
const MAX_DRAWINGS = 5;

/**
 * How long the server waits for a page's answers. A slow backend's page is drawn by the browser
 * instead, which shows its loading states meanwhile and retries what fails.
 */
const DRAWING_BUDGET_MS = 3000;

// preact/compat's `use(Context)` reads the component's context map from a field (`__n`) that
// Preact's DOM renderer sets and preact-render-to-string does not: give it the one the string
// renderer keeps on the component.
type RenderHook = (vnode: { __c?: { context?: unknown; __n?: unknown } }) => void;
const hooks = options as typeof options & { __r?: RenderHook };
const previousRenderHook = hooks.__r;
hooks.__r = (vnode) => {
  const component = vnode.__c;
  if (component && component.__n === undefined) component.__n = component.context;
  previousRenderHook?.(vnode);
};

// Server HTML in the pages (a section's text, the footer, the cookie notice) is sanitised here as in
// the browser, by DOMPurify with the same rules, on a DOM of jsdom's.
sanitizeWithWindow(new JSDOM('').window as never);

// The route table is the same for every page: matched by one handler, built on the first drawing.
let routeHandler: ReturnType<typeof loadRouteHandler> | undefined;
const loadRouteHandler = () =>
  loadAppRoutes().then(createStaticHandler, (error: unknown) => {
    // A route module that failed to load is asked for again by the next drawing.
    routeHandler = undefined;
    throw error;
  });

// Every API call made while a page renders goes through that page's own fetch (its reader's cookies).
const pageFetch = new AsyncLocalStorage<typeof fetch>();
setFetchResolver(() => pageFetch.getStore() ?? globalThis.fetch);

/**
 * Draws the page at `url` as its reader would first see it once every answer is in. Answers
 * `undefined` when the browser should draw it instead (the host then sends the plain index.html):
 * an answer failed, or they took longer than `DRAWING_BUDGET_MS`.
 */
export function renderPage(
  url: string,
  fetchForPage: typeof fetch,
): Promise<RenderedPage | RedirectedPage | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outOfTime = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), DRAWING_BUDGET_MS);
  });
  return Promise.race([pageFetch.run(fetchForPage, () => render(url)), outOfTime]).finally(() =>
    clearTimeout(timer),
  );
}

async function render(url: string): Promise<RenderedPage | RedirectedPage | undefined> {
  await sanitizerReady;
  // No retries: a failed answer is drawn as the browser would draw it, and asked again there.
  const queryClient = createAppQueryClient(() => undefined, { retry: false });
  prefetchFirstLoad(queryClient);
  routeHandler ??= loadRouteHandler();
  const handler = await routeHandler;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  let redirect: string | undefined;
  const app = (
    <ServerRedirectContext
      value={(to) => {
        redirect ??= to;
      }}
    >
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </ServerRedirectContext>
  );
  let html = '';
  for (let drawing = 0; drawing < MAX_DRAWINGS; drawing += 1) {
    await settled(queryClient);
    html = await renderToStringAsync(app);
    if (redirect !== undefined) return { kind: 'redirect', location: redirect };
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
    if (asked.length === 0) break;
    await Promise.allSettled(asked.map((query) => queryClient.prefetchQuery(query.options as never)));
  }
  // A failed answer is drawn by the browser, which retries it and shows its error with a way to try
  // again: the server neither retries nor sends an error state to hydrate.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return undefined;
  return {
    kind: 'page',
    html,
    state: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
    ...documentAttributes(queryClient),
  };
}

/** Resolves once no query is fetching. */
async function settled(queryClient: QueryClient) {
  while (queryClient.isFetching() > 0) {
    await new Promise<void>((resolve) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        resolve();
      });
    });
  }
}

/** What `useDocumentLanguage` and the ThemeProvider set on `<html>` in the browser. */
function documentAttributes(queryClient: QueryClient): Pick<RenderedPage, 'lang' | 'dir' | 'style'> {
  const { langcode, direction } = localeSettingsOf(queryClient);
  const { variables } = buildTheme(queryClient.getQueryData(appearanceQueryOptions().queryKey));
  const style = Object.entries(variables)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  return { lang: langcode, dir: direction, style };
}
