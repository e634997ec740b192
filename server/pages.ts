import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transport } from '@/api/transport';
import type { BrowserRenderedPage, RedirectedPage, RenderedPage } from '@/entry-server';
import { isSameOriginPath } from '@/lib/url';
import { STATIC_FOLDERS, sendText, urlOf } from './http';
import type { Metrics } from './metrics';
import { type DocumentTemplate, pageDocument } from './page-html';
import { contentSecurityPolicy } from './security-headers';

/**
 * Renders a page on the server (src/entry-server.tsx), its API calls made through `transport`:
 * returns the page, the redirect it asked for, or nothing for the browser to render it.
 */
export type RenderPage = (
  url: string,
  transport: Transport,
  nonce: string,
  options: { budgetMs: number },
) => Promise<RenderedPage | RedirectedPage | BrowserRenderedPage | undefined>;

/**
 * How many pages a process renders at once by default. A render mostly waits for the backend; past
 * this many, a slow backend would have every user wait on it, and each render holds its data in
 * memory meanwhile.
 */
export const MAX_CONCURRENT_RENDERS = 16;

/** How long a whole render (its data, then React) may take, unless the server is told otherwise. */
export const RENDER_BUDGET_MS = 3000;

/**
 * A page the single-page app routes (/catalog, /course/12): a GET or HEAD of a path without a file
 * extension, outside the folders of files. It gets the page whatever the client says it
 * accepts: a browser sends `Accept: text/html,...`, a load balancer's probe or `curl` sends any type or
 * nothing, and both are owed the page rather than a 404.
 */
export function isPageNavigation(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (STATIC_FOLDERS.some((folder) => pathname.startsWith(folder))) return false;
  return extname(pathname) === '';
}

/**
 * A redirect's target as the server sends it: a path of this site, or the home page. The app checks
 * where it sends a user (src/features/auth/redirect.ts); this holds even if a check missed one.
 */
export const onThisSite = (location: string): string => (isSameOriginPath(location) ? location.trim() : '/');

/**
 * Every GET that is not a file, a probe or the API is a page: rendered on the server when it can be,
 * else index.html for the browser to render. Anything else is a 404 (a missing file: a script or
 * font that got the app's HTML would fail far less clearly) or a 405.
 */
export function mountPages(
  app: FastifyInstance,
  {
    renderPage,
    template,
    transportFor,
    metrics,
    renderBudgetMs = RENDER_BUDGET_MS,
    maxConcurrentRenders = MAX_CONCURRENT_RENDERS,
  }: {
    renderPage?: RenderPage;
    /** index.html, prepared once for the pages rendered into it. */
    template: DocumentTemplate;
    /** How a render reaches the backend on behalf of the user who made `request`. */
    transportFor: (request: FastifyRequest) => Transport;
    metrics?: Metrics;
    renderBudgetMs?: number;
    maxConcurrentRenders?: number;
  },
) {
  let rendering = 0;

  /**
   * Sends the page rendered on the server, or the redirect its guards made, and returns false when it
   * sends neither (no renderer, as many renders under way as allowed, a render that returned nothing,
   * a renderer that threw): the browser then renders the page from index.html. The API
   * calls the render makes carry the user's cookies, and what they set is passed on.
   */
  const sendRenderedPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
  ): Promise<boolean> => {
    if (!renderPage) return false;
    if (rendering >= maxConcurrentRenders) {
      metrics?.renderOverLimit();
      return false;
    }
    rendering += 1;
    const stopTimer = metrics?.renderTimer();
    let page: Awaited<ReturnType<RenderPage>>;
    // One-time: an inline script React wrote into this page would run, and no other (security-headers.ts).
    const nonce = randomBytes(16).toString('base64');
    const setCookies = new Map<string, string>();
    const transport = transportFor(request);
    const keepingCookies: Transport = async (call) => {
      const response = await transport(call);
      for (const cookie of response.setCookies()) setCookies.set(cookie.split('=')[0] ?? '', cookie);
      return response;
    };
    try {
      page = await renderPage(`http://localhost${url.pathname}${url.search}`, keepingCookies, nonce, {
        budgetMs: renderBudgetMs,
      });
    } catch (error) {
      stopTimer?.({ outcome: 'error' });
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      return false;
    } finally {
      rendering -= 1;
    }
    stopTimer?.({ outcome: page?.kind ?? 'browser' });
    if (!page) return false;
    // Left to the browser with the loaders' status (a 404 for what does not exist): index.html is sent with it.
    if (page.kind === 'browser') {
      reply.code(page.status);
      return false;
    }
    // Rendered for one user, from their cookies: no shared cache may keep it or hand it to another.
    reply.headers({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie' });
    if (setCookies.size > 0) reply.header('Set-Cookie', [...setCookies.values()]);
    if (page.kind === 'redirect') {
      await reply.redirect(onThisSite(page.location), 302);
      return true;
    }
    // A query the page rendered without its data (a route's loader does not name it) is sent as its
    // loading state and asked for by the browser: worth a developer's attention, not a failure.
    if (page.queriesNotLoaded.length > 0)
      request.log.warn(
        { queries: page.queriesNotLoaded },
        `${url.pathname} was rendered with queries no route loader started`,
      );
    const document = pageDocument(template, page);
    await reply
      .code(page.status)
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(Buffer.from(document.buffer, document.byteOffset, document.byteLength));
    return true;
  };

  // A route rather than the not-found handler: Fastify's compression applies to routes. The files'
  // own routes and the API's are more specific, and win.
  app.get('/*', async (request, reply) => {
    const url = urlOf(request.url);
    if (!isPageNavigation(request.method, url.pathname)) return sendText(reply, 404, 'Not found');
    if (await sendRenderedPage(request, reply, url)) return reply;
    return reply.sendFile('index.html');
  });
  app.setNotFoundHandler((request, reply) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? sendText(reply, 404, 'Not found')
      : sendText(reply, 405, 'Method not allowed'),
  );
}
