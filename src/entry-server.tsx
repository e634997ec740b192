import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type QueryClient, skipToken } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { appearanceQueryOptions } from './api/appearance';
import { type CookieJar, setCookieJarResolver } from './api/cookies';
import { routerContextFor } from './api/route-data';
import { fetchTransport, setTransportResolver, type Transport } from './api/transport';
import { AppProviders } from './app/AppProviders';
import { localeSettingsOf } from './app/first-load';
import type { PageState } from './app/page-state';
import { createAppQueryClient } from './app/router';
import { appRoutes } from './app/routes';
import { buildTheme } from './features/theming';
import { sanitizeOnTheServerWith } from './lib/sanitize';
import { sanitizeHtmlOnTheServer } from './lib/sanitize-on-the-server';
import { sanitizerReady } from './ui/SanitizedHtml';

/** A page rendered on the server, for the host to put into index.html (server/pages.ts). */
export interface RenderedPage {
  kind: 'page';
  /** The response's status, as the routes' loaders set it (`data(…, { status })`): 404 for the not-found page. */
  status: number;
  /** The markup of `#root`, in UTF-8 as React wrote it: the host puts it into the document as it is. */
  html: Uint8Array;
  /** The `<title>` the page rendered (React's `<title>`, which belongs in the head), if it rendered one. */
  title?: Uint8Array;
  /** The other elements the page rendered that belong in the head: the appearance's `<link rel="icon">`. */
  headElements?: Uint8Array[];
  /** The responses and loader results the page was rendered from, for the browser to hydrate it with. */
  state: PageState;
  /** The queries the render asked for that no route's loader had started (see `queriesNotLoaded`). */
  queriesNotLoaded: string[];
  /** `<html lang dir style>`: the user's language and the appearance's variables. */
  lang: string;
  dir: 'ltr' | 'rtl';
  style: string;
}

/** The page sends its user elsewhere (a guard, a page that is not for them): the host redirects. */
export interface RedirectedPage {
  kind: 'redirect';
  location: string;
}

/**
 * The page is left to the browser (a request failed: the browser asks again and shows what it gets),
 * with the status its loaders set: 404 when what the page is about does not exist.
 */
export interface BrowserRenderedPage {
  kind: 'browser';
  status: number;
}

// Server HTML in the pages (a section's text, the footer, the cookie notice) is sanitised here by the
// browser's policy, without a DOM (src/lib/sanitize-policy.ts).
sanitizeOnTheServerWith(sanitizeHtmlOnTheServer);

// The route table is the same for every page: one handler matches them all.
const handler = createStaticHandler(appRoutes);

/**
 * What belongs to the render of one page: every API call it makes goes through its own transport
 * (its user's cookies, and the render's deadline), and the cookies its responses set (the XSRF token
 * the client sends back) are kept in its own jar, never in one a later user's render would read
 * (src/api/cookies.ts).
 */
interface Rendering {
  transport: Transport;
  jar: CookieJar;
}
const rendering = new AsyncLocalStorage<Rendering>();
const outsideRenderings: CookieJar = new Map();
setTransportResolver(() => rendering.getStore()?.transport ?? fetchTransport);
setCookieJarResolver(() => rendering.getStore()?.jar ?? outsideRenderings);

/**
 * Renders the page at `url` as its user would first see it once every response is in. Returns
 * `undefined` when the browser should render it instead (the host then sends the plain index.html):
 * a request failed, or the whole render, its data and then React, took longer than `budgetMs` (the
 * host's RENDER_BUDGET_MS). The browser then shows its loading states and retries what failed.
 */
export function renderPage(
  url: string,
  transport: Transport,
  nonce: string,
  { budgetMs }: { budgetMs: number },
): Promise<RenderedPage | RedirectedPage | BrowserRenderedPage | undefined> {
  // Out of time, the render's requests are stopped: the browser renders the page and asks again.
  const deadline = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outOfTime = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      deadline.abort(new Error(`The page took longer than ${budgetMs} ms to render`));
      resolve(undefined);
    }, budgetMs);
  });
  const inTime: Transport = (call) =>
    transport({
      ...call,
      signal: call.signal ? AbortSignal.any([call.signal, deadline.signal]) : deadline.signal,
    });
  const rendered = rendering.run({ transport: inTime, jar: new Map() }, () =>
    render(url, nonce, deadline.signal),
  );
  return Promise.race([rendered, outOfTime]).finally(() => clearTimeout(timer));
}

async function render(
  url: string,
  nonce: string,
  deadline: AbortSignal,
): Promise<RenderedPage | RedirectedPage | BrowserRenderedPage | undefined> {
  await sanitizerReady;
  // No retries: a failed request is rendered as the browser would render it, and asked again there.
  const queryClient = createAppQueryClient(() => undefined, { retry: false });
  try {
    return await renderWith(queryClient, url, nonce, deadline);
  } finally {
    // Nothing of the render outlives it: its queries and their garbage-collection timers go now.
    queryClient.clear();
  }
}

async function renderWith(
  queryClient: QueryClient,
  url: string,
  nonce: string,
  deadline: AbortSignal,
): Promise<RenderedPage | RedirectedPage | BrowserRenderedPage | undefined> {
  // React Router runs the matched routes' middleware (the guards) and then their loaders, which wait
  // here for the queries their page is rendered with (src/api/route-data.ts). With middleware the
  // handler returns a Response: the redirect a guard threw, or the one made here once the
  // loaders are done, the page itself being rendered below from what they loaded.
  const request = new Request(url, { signal: deadline });
  let context: StaticHandlerContext | undefined;
  const response = await handler.query(request, {
    requestContext: routerContextFor(queryClient, { waitForData: true }),
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      context = result;
      return new Response(null, { status: result.statusCode });
    },
  });
  if (!context) {
    const location = response instanceof Response ? response.headers.get('Location') : null;
    return response instanceof Response && isRedirect(response.status) && location
      ? { kind: 'redirect', location }
      : undefined;
  }
  // A loader that failed, or a request that did: the browser renders the page, retries what failed and
  // shows its error with a way to try again. The server neither retries nor sends an error state.
  if (context.errors || hasFailedQuery(queryClient))
    return context.statusCode === 404 ? { kind: 'browser', status: 404 } : undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  const markup = await renderToHtml(app, nonce, deadline);
  if (markup === undefined) return undefined;
  return {
    kind: 'page',
    status: context.statusCode,
    ...headApart(markup),
    state: {
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
      router: { loaderData: loaderDataOf(context), actionData: context.actionData, errors: context.errors },
    },
    queriesNotLoaded: queriesNotLoaded(queryClient),
    ...documentAttributes(queryClient),
  };
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/**
 * The loaders' results, with an entry for every matched route. A route with middleware and no
 * loader (a guard, the login page) may have none, and the browser's router would then run its
 * middleware again as the page hydrates and render the page a second time: the server has run it.
 */
const loaderDataOf = ({ matches, loaderData }: StaticHandlerContext): Record<string, unknown> =>
  Object.fromEntries(matches.map(({ route }) => [route.id, loaderData[route.id] ?? null]));

const hasFailedQuery = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');

/**
 * The queries the page asked for while it rendered that no loader had started: the page was sent
 * with their loading states, and the browser asks for them. A route's loader should name them.
 */
function queriesNotLoaded(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.options.queryFn !== skipToken &&
        (query.options as { enabled?: unknown }).enabled !== false,
    )
    .map((query) => query.queryHash);
}

/**
 * The page's markup once everything it suspends on (its lazily loaded code) has arrived: React's
 * server renderer, read whole once all is ready, so every part is written in its place and React
 * adds no inline script (should it, the page's nonce allows it: server/security-headers.ts).
 */
function renderToHtml(app: ReactNode, nonce: string, deadline: AbortSignal): Promise<Buffer | undefined> {
  let stopRendering = () => {};
  return new Promise<Buffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      nonce,
      onAllReady: () => {
        if (deadline.aborted) resolve(undefined);
        else stream.pipe(sink);
      },
      // Every part in its place. Left to its default (12.8 KB), React sends a larger part apart from
      // the page, hidden, with a script that reveals it at an animation frame; WebKit gives none to a
      // page still waiting for its scripts, and the part stayed hidden until they ran.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      // A part that failed is rendered by the browser instead (React marks it so); the reason is logged.
      onError: (error) => {
        if (!deadline.aborted) console.error('A part of the page failed to render on the server', error);
      },
    });
    // Out of time, React stops rendering too: the user gets the page for the browser to render.
    stopRendering = () => stream.abort(deadline.reason);
    deadline.addEventListener('abort', stopRendering, { once: true });
  }).finally(() => {
    // The signal outlives the render (the router's Request keeps it until the garbage collector has
    // finalised that), and its listener would keep the whole render, page and all, alive with it.
    deadline.removeEventListener('abort', stopRendering);
  });
}

/** How React starts and ends a `<title>`, `<link>` or `<meta>` (text and attributes escaped, void elements closed). */
const TITLE = [Buffer.from('<title>'), Buffer.from('</title>')] as const;
const HOISTED = [
  TITLE,
  [Buffer.from('<link '), Buffer.from('/>')],
  [Buffer.from('<meta '), Buffer.from('/>')],
] as const;

/**
 * React writes the `<title>`, `<link>` and `<meta>` elements the page rendered ahead of its markup,
 * since they belong in the document's head, which this render leaves to index.html (React's
 * `<title>`, `<link>` and `<meta>`, "Special rendering behavior"). An icon may be a long data: address.
 */
function headApart(markup: Buffer): Pick<RenderedPage, 'html' | 'title' | 'headElements'> {
  let title: Buffer | undefined;
  const headElements: Buffer[] = [];
  let end = 0;
  for (;;) {
    const element = HOISTED.find(([start]) => markup.subarray(end, end + start.length).equals(start));
    const close = element ? markup.indexOf(element[1], end) : -1;
    if (!element || close < 0) break;
    const bytes = markup.subarray(end, close + element[1].length);
    if (element === TITLE) title = bytes;
    else headElements.push(bytes);
    end += bytes.length;
  }
  return { title, headElements, html: markup.subarray(end) };
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
