import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerApi } from './api';
import { setCookiesOf } from './api-port';
import { STATIC_FOLDERS, sendText } from './http';
import type { ServerRedirect } from './page-html';
import { contentSecurityPolicy } from './security-headers';

/** A page drawn whole on a drawing thread (server/draw-worker.ts): index.html with the page in it. */
export interface ServerDocument {
  kind: 'document';
  body: Uint8Array;
}

/**
 * Draws a page: on the drawing threads (server/drawing-pool.ts), or a stand-in in tests. Answers
 * the whole document, the redirect the page asked for, or nothing for the browser to draw it.
 */
export type DrawPage = (
  url: string,
  answerForPage: AnswerApi,
  nonce: string,
  options: { budgetMs?: number },
) => Promise<ServerDocument | ServerRedirect | undefined>;

/**
 * How many pages are drawn at once by default. A drawing mostly waits for its answers; past this
 * many, a slow backend would have every reader wait on it, and each drawing holds its answers in
 * memory meanwhile.
 */
export const MAX_CONCURRENT_DRAWINGS = 16;

/** How long a drawing may wait for its answers, unless the host is told otherwise. */
export const DRAWING_BUDGET_MS = 3000;

/**
 * How long pages are left to the browser once a drawing ran out of time: a backend that slow makes
 * every drawing wait the whole budget, and its readers would wait with it for nothing.
 */
export const SLOW_BACKEND_PAUSE_MS = 10_000;

/**
 * A page the single-page app routes (/catalog, /course/12): a GET or HEAD of a path without a file
 * extension, outside the folders of files. It is answered with the page whatever the client says it
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
 * where it sends a reader (src/features/auth/redirect.ts); this holds even if a check missed one.
 */
export const onThisSite = (location: string): string =>
  location.startsWith('/') &&
  !/^\/[\\/]/.test(location) &&
  ![...location].some((character) => character < ' ' || character === '\u007f')
    ? location
    : '/';

/**
 * Every GET that is not a file, the health check or the API is a page: drawn on the server when
 * it can be, else index.html for the browser to draw. Anything else is a 404 (a missing file: a
 * script or font that got the app's HTML would fail far less clearly) or a 405.
 */
export function mountPages(
  app: FastifyInstance,
  {
    renderPage,
    answerApi,
    drawingBudgetMs = DRAWING_BUDGET_MS,
    maxConcurrentDrawings = MAX_CONCURRENT_DRAWINGS,
    slowBackendPauseMs = SLOW_BACKEND_PAUSE_MS,
  }: {
    renderPage?: DrawPage;
    answerApi: AnswerApi;
    drawingBudgetMs?: number;
    maxConcurrentDrawings?: number;
    slowBackendPauseMs?: number;
  },
) {
  let drawing = 0;
  /**
   * Once a drawing has run out of time, pages go to the browser at once until `pausedUntil`; one
   * drawing at a time still tries, and the first that ends in time draws pages again.
   */
  let pausedUntil = 0;
  let trying = false;

  /**
   * Sends the page drawn on the server, and answers false when it is not (no renderer, as many
   * drawings under way as allowed, a URL the app sends elsewhere, a renderer that failed). The API
   * calls the drawing makes carry the reader's cookies, and what they set is passed on.
   */
  const sendDrawnPage = async (request: FastifyRequest, reply: FastifyReply, url: URL): Promise<boolean> => {
    if (!renderPage || drawing >= maxConcurrentDrawings) return false;
    const paused = Date.now() < pausedUntil;
    if (paused && trying) return false;
    trying ||= paused;
    drawing += 1;
    const started = performance.now();
    let page: Awaited<ReturnType<DrawPage>>;
    // One-time: the page's own inline scripts run, and no others (security-headers.ts).
    const nonce = randomBytes(16).toString('base64');
    const setCookies = new Map<string, string>();
    const answerForPage: AnswerApi = async (call, signal) => {
      const { cookie: _, ...headers } = call.headers;
      if (request.headers.cookie) headers.cookie = request.headers.cookie;
      const answer = await answerApi({ ...call, headers }, signal);
      for (const cookie of setCookiesOf(answer)) setCookies.set(cookie.split('=')[0] ?? '', cookie);
      return answer;
    };
    try {
      page = await renderPage(`http://localhost${url.pathname}${url.search}`, answerForPage, nonce, {
        budgetMs: drawingBudgetMs,
      });
    } catch (error) {
      console.error(`Drawing ${url.pathname} on the server failed; the browser draws it`, error);
      return false;
    } finally {
      drawing -= 1;
      if (paused) trying = false;
    }
    // Nothing to draw after (nearly) the whole budget: out of time. Nearly, because a timer fires by
    // the event loop's clock, which can run a little behind this one.
    if (!page && performance.now() - started >= drawingBudgetMs * 0.9) {
      if (!paused)
        console.warn(
          `The API took longer than ${drawingBudgetMs} ms to draw ${url.pathname}: pages go to the browser to draw for ${slowBackendPauseMs / 1000} s`,
        );
      pausedUntil = Date.now() + slowBackendPauseMs;
      return false;
    }
    if (paused) pausedUntil = 0;
    if (!page) return false;
    // Drawn for its reader, from their cookies: no shared cache may keep it or hand it to another.
    reply.headers({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie' });
    if (setCookies.size > 0) reply.header('Set-Cookie', [...setCookies.values()]);
    if (page.kind === 'redirect') {
      await reply.redirect(onThisSite(page.location), 302);
      return true;
    }
    await reply
      .code(200)
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength));
    return true;
  };

  // A route rather than the not-found handler: Fastify's compression applies to routes. The files'
  // own routes and the API's are more specific, and win.
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    if (!isPageNavigation(request.method, url.pathname)) return sendText(reply, 404, 'Not found');
    if (await sendDrawnPage(request, reply, url)) return reply;
    return reply.sendFile('index.html');
  });
  app.setNotFoundHandler((request, reply) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? sendText(reply, 404, 'Not found')
      : sendText(reply, 405, 'Method not allowed'),
  );
}
