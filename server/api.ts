import type { IncomingHttpHeaders } from 'node:http';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Dispatcher, request as undiciRequest } from 'undici';
import type { ApiResponse, Transport } from '@/api/transport';
import type { Metrics } from './metrics';
import { SECURITY_HEADERS } from './security-headers';

/** Where the API responds: the backend's /api/v2, and the cookie notice's consent, which lives beside it. */
export const API_PREFIXES = ['/api/v2', '/system/ajax/cookies-disclaimer/agree'];

export const isApiPath = (pathname: string) =>
  API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

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

/** The security headers are this server's to set: a backend's own would replace them on its responses. */
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

/** The backend's response headers less the ones this server owns. */
export function backendResponseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = { ...headers };
  for (const name of OWN_RESPONSE_HEADERS) delete kept[name];
  return kept;
}

/** The header that carries a request's id to the backend, as it came to this server or as it made it. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Mounts the API: every call under API_PREFIXES is proxied to the backend at `apiUrl` by
 * @fastify/http-proxy, which streams both ways and keeps connections alive, with the request's id.
 */
export async function mountApi(app: FastifyInstance, { apiUrl }: { apiUrl: string }): Promise<void> {
  await app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (escapesApi(request.url))
        await reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    });
    for (const prefix of API_PREFIXES)
      await api.register(fastifyHttpProxy, {
        upstream: apiUrl,
        prefix,
        rewritePrefix: prefix,
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => ({
            ...forwardedHeaders(request, headers),
            [REQUEST_ID_HEADER]: request.id,
          }),
          rewriteHeaders: (headers) => backendResponseHeaders(headers),
          // A response that has no body (204, 304) is sent without one. Sent as reply-from's stream, it
          // would go through @fastify/compress, which labels any stream compressed: an empty body
          // labelled brotli, which Chromium counts as a failed request.
          onResponse: (_request, reply, response) => {
            if (reply.statusCode !== 204 && reply.statusCode !== 304) return reply.send(response.stream);
            response.stream.resume();
            return reply.send();
          },
          // reply-from would ask again, up to 10 times, for a GET the backend responded to with 503: passed on as it is.
          retryDelay: () => null,
          // A backend that refuses or drops the connection is a 502, as any proxy says it, not this server's own 500.
          onError: (reply, { error }) => {
            // reply-from's own status for a connection refused, reset or broken: every other is a gateway's already.
            const connectionFailed = (error as Error & { statusCode?: number }).statusCode === 500;
            const badGateway = () =>
              Object.assign(new Error('The backend could not be reached', { cause: error }), {
                statusCode: 502,
              });
            reply.send(connectionFailed ? badGateway() : error);
          },
        },
      });
  });
}

/** The body of a call that has one (a form, or a multipart upload), as bytes and the type they are in. */
async function bytesOf(call: Parameters<Transport>[0]): Promise<{ body?: Uint8Array; type?: string }> {
  if (call.body === undefined) return {};
  const request = new Request(call.url, { method: call.method, body: call.body });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? undefined,
  };
}

/**
 * How a page rendered on the server reaches the backend: undici's own request API on kept-alive
 * connections (Node's fetch is built on it, without the WHATWG layer a render's dozen calls would
 * pay for), carrying the user's cookies, who the client is and the request's id.
 * A redirect is handed to the render as the backend sent it, not followed: the contract has none
 * (the browser's fetch would follow one).
 */
export function backendTransport(
  dispatcher: Dispatcher,
  apiUrl: string,
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host' | 'id' | 'headers'>,
  metrics?: Metrics,
): Transport {
  const forwarded = forwardedHeaders(request, {}) as Record<string, string>;
  const { cookie } = request.headers;
  return async (call): Promise<ApiResponse> => {
    const { pathname, search } = new URL(call.url);
    const { body, type } = await bytesOf(call);
    // The user's own cookies, never a cookie of another render's (src/api/cookies.ts).
    const { cookie: _, ...callHeaders } = call.headers;
    const headers: Record<string, string> = { ...callHeaders, ...forwarded, [REQUEST_ID_HEADER]: request.id };
    if (cookie) headers.cookie = cookie;
    if (type) headers['content-type'] = type;
    const stop = metrics?.backendTimer(call.method);
    try {
      const response = await undiciRequest(new URL(pathname + search, apiUrl), {
        dispatcher,
        method: call.method as Dispatcher.HttpMethod,
        headers,
        body,
        signal: call.signal,
      });
      const text = await response.body.text();
      stop?.(response.statusCode);
      const setCookie = response.headers['set-cookie'];
      const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
      return { status: response.statusCode, setCookies: () => setCookies, text: async () => text };
    } catch (error) {
      stop?.(undefined);
      throw error instanceof TypeError ? error : new TypeError('fetch failed', { cause: error });
    }
  };
}

/**
 * Whether the backend responds: a cheap GET of a public path that every page asks for, within
 * `timeoutMs`. Any response but a 5xx counts, a 401 included: the backend is there to respond.
 */
export async function backendResponds(
  dispatcher: Dispatcher,
  apiUrl: string,
  { path = '/api/v2/config/public', timeoutMs = 1000 } = {},
): Promise<boolean> {
  try {
    const response = await undiciRequest(new URL(path, apiUrl), {
      dispatcher,
      method: 'GET',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body.dump();
    return response.statusCode < 500;
  } catch {
    return false;
  }
}
