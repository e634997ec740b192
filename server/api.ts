import type { IncomingHttpHeaders } from 'node:http';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Agent, type Dispatcher, request as undiciRequest } from 'undici';
import { headerPairs, toFetchRequest } from '../mocks/server/node-http';
import { SECURITY_HEADERS } from './security-headers';

/** Where the API answers: the backend's /api/v2, and the cookie notice's consent, which lives beside it. */
export const API_PREFIXES = ['/api/v2', '/system/ajax/cookies-disclaimer/agree'];

export const isApiPath = (pathname: string) =>
  API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * An API call of a page being drawn, as plain data: it crosses from the drawing thread
 * (server/api-port.ts), and neither side builds a fetch Request or Response for it, which cost a
 * drawing more than the call itself (docs/performance.md, "Server under load").
 */
export interface DrawingCall {
  /** Absolute; only its path and query reach the API. */
  url: string;
  method: string;
  /** Names in lower case. */
  headers: Record<string, string>;
  body: ArrayBuffer | null;
}

/** The API's answer to a DrawingCall, read whole. Each Set-Cookie is a header of its own. */
export interface DrawingAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/**
 * Answers an API call made while drawing a page: in process from the mock, or from the backend. A
 * network error rejects; so does a call whose signal aborts, and the backend is no longer asked.
 */
export type AnswerApi = (call: DrawingCall, signal: AbortSignal) => Promise<DrawingAnswer>;

/**
 * Headers a client may send that the backend must not take from it: who the client is and how it
 * reached us is said by this server (`X-Forwarded-*`), credentials for a proxy are not the
 * backend's, and the hop-by-hop ones end at this hop (RFC 9110 §7.6.1).
 */
const UNTRUSTED_REQUEST_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  'via',
  'proxy-authorization',
  'proxy-connection',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** The security headers are this server's to set: a backend's own would replace them on its answers. */
const OWN_RESPONSE_HEADERS = Object.keys(SECURITY_HEADERS).map((name) => name.toLowerCase());

/**
 * A path that a backend could resolve outside the API: a `.` or `..` segment, or a slash or
 * backslash hidden in a percent-escape (`/api/v2/..%2f..%2fadmin`). No API path has either.
 */
export function escapesApi(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? '';
  if (/%(2f|5c)/i.test(path) || path.includes('\\')) return true;
  return path.split('/').some((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return decoded === '.' || decoded === '..';
  });
}

/** The request headers the backend gets: the client's, less the untrusted ones, plus this hop's own. */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = { ...headers };
  for (const name of UNTRUSTED_REQUEST_HEADERS) delete kept[name];
  return {
    ...kept,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

/** The backend's answer headers less the ones this server owns. */
export function answerHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = { ...headers };
  for (const name of OWN_RESPONSE_HEADERS) delete kept[name];
  return kept;
}

/**
 * Mounts the API: proxied to `apiUrl` by @fastify/http-proxy, or, with no backend, answered by the
 * embedded mock (the same MSW handlers as Storybook), which is only loaded then. Answers the
 * function the page drawings reach the API with.
 */
export async function mountApi(
  app: FastifyInstance,
  { apiUrl, scenario, seed }: { apiUrl?: string; scenario?: string; seed?: number },
): Promise<AnswerApi> {
  const mock = apiUrl ? undefined : await loadMock({ scenario, seed });
  await app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (escapesApi(request.url))
        await reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    });
    if (mock) return mountMock(api, mock);
    for (const prefix of API_PREFIXES)
      await api.register(fastifyHttpProxy, {
        upstream: apiUrl ?? '',
        prefix,
        rewritePrefix: prefix,
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => forwardedHeaders(request, headers),
          rewriteHeaders: (headers) => answerHeaders(headers),
        },
      });
  });
  if (mock) return (call, signal) => askMock(mock, call, signal);
  // The drawings' calls go through undici's own request API, on kept-alive connections: Node's fetch
  // is built on it, and its WHATWG layer cost five times as much per call (docs/performance.md), a
  // dozen times for each page drawn.
  const backend = new Agent();
  app.addHook('onClose', () => backend.close());
  return (call, signal) => askBackend(backend, apiUrl ?? '', call, signal);
}

/** Statuses whose answer has no body, whatever the backend sends. */
const NO_BODY = new Set([204, 205, 304]);

/**
 * The backend's answer to a drawing's API call, read whole. Redirects are not followed (the drawing
 * sees them as the browser's `redirect: 'manual'` would); a drawing that gives up (out of time, or
 * ended) stops asking the backend too.
 */
export async function askBackend(
  dispatcher: Dispatcher,
  apiUrl: string,
  { url, method, headers, body }: DrawingCall,
  signal: AbortSignal,
): Promise<DrawingAnswer> {
  const { pathname, search } = new URL(url);
  const answer = await undiciRequest(new URL(pathname + search, apiUrl), {
    dispatcher,
    method: method as Dispatcher.HttpMethod,
    headers,
    body: body ? new Uint8Array(body) : undefined,
    signal,
  });
  const bytes = await answer.body.arrayBuffer();
  return {
    status: answer.statusCode,
    headers: headerPairs(answer.headers),
    body: NO_BODY.has(answer.statusCode) || bytes.byteLength === 0 ? null : bytes,
  };
}

/** The embedded mock's answer to a drawing's API call: MSW's handlers take a fetch Request. */
async function askMock(
  mock: Awaited<ReturnType<typeof loadMock>>,
  { url, method, headers, body }: DrawingCall,
  signal: AbortSignal,
): Promise<DrawingAnswer> {
  const response = await mock.api.handle(new Request(url, { method, headers, body, signal }));
  // A network error (the mock's `HttpResponse.error()`) has no status to answer with.
  if (response.type === 'error') throw new TypeError('fetch failed');
  const bytes = response.body ? await response.arrayBuffer() : null;
  return {
    status: response.status,
    headers: [...response.headers],
    body: bytes && bytes.byteLength > 0 ? bytes : null,
  };
}

/** The mock, loaded only when no backend is set. */
async function loadMock(options: { scenario?: string; seed?: number }) {
  const { createMockApi } = await import('../mocks/server/mock-api');
  return { api: createMockApi(options) };
}

function mountMock(api: FastifyInstance, mock: Awaited<ReturnType<typeof loadMock>>) {
  // The mock reads each body itself, as a fetch Request: Fastify hands it over unread.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await mock.api.handle(toFetchRequest(request.raw, `http://${request.host}`));
    return sendResponse(reply, response);
  };
  for (const prefix of API_PREFIXES) {
    api.all(prefix, answer);
    api.all(`${prefix}/*`, answer);
  }
}

/**
 * Sends a fetch Response through Fastify. A network error (`HttpResponse.error()`) closes the
 * connection without an answer, as a dropped connection would: what MSW does in the browser.
 */
async function sendResponse(reply: FastifyReply, response: Response) {
  if (response.type === 'error') {
    reply.hijack();
    reply.raw.destroy();
    return reply;
  }
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}
