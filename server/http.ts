import { extname } from 'node:path';
import type { FastifyReply } from 'fastify';

/** Folders that only ever hold files: a miss there is a 404, never the app's HTML. */
export const STATIC_FOLDERS = ['/assets/', '/fonts/'];

/** Liveness: where a load balancer or an orchestrator asks whether the process is up. Never cached. */
export const HEALTH_PATH = '/healthz';

/** Readiness: whether to send it users (its backend responds, and it is not stopping). Never cached. */
export const READY_PATH = '/readyz';

/**
 * Vite puts a content hash in every name under /assets: a changed file gets a new URL, so those are
 * kept for a year. The page itself must be asked for again after a deploy, to pick up the new names.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname === '/index.html' || extname(pathname) === '') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * A request's target (`request.url`, a path and its query) as a URL of this site: the target is
 * only ever its path and query. As a reference against a base, `new URL` would take what follows a
 * leading `//` for a host (`//catalog` the page at `/` of the host "catalog", `///` no URL at all).
 */
export function urlOf(target: string): URL {
  const url = new URL('http://localhost');
  const query = target.indexOf('?');
  url.pathname = query < 0 ? target : target.slice(0, query);
  if (query >= 0) url.search = target.slice(query);
  return url;
}

export const sendText = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(text);
