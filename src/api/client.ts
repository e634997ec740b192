import type { z } from '@/api/zod-mini';
import { unlessLeaving } from '@/lib/unless-leaving';
import { cookieHeader, readCookie, rememberResponseCookies } from './cookies';
import { type Encodable, toQueryString, toSearchParams } from './encode';
import { ApiError, hasStatus, toFieldErrors } from './errors';
import { type ApiCall, type ApiResponse, currentTransport } from './transport';

export const API_BASE = '/api/v2';
/** docs/product.md §9: the client sets no timeout by default (0 = none). */
export const DEFAULT_TIMEOUT_MS = 0;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  query?: Encodable;
  /** Form-encoded (the default) or, when it is FormData, multipart. */
  body?: Encodable | FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Headers a call adds, such as the checkout's Idempotency-Key. */
  headers?: Record<string, string>;
}

/** The origin relative paths resolve against: the page's, or in Node a stand-in. */
export const NODE_ORIGIN = 'http://localhost';
const currentOrigin = () => (typeof window === 'undefined' ? NODE_ORIGIN : window.location.origin);

export function isSameOrigin(url: string): boolean {
  return new URL(url, currentOrigin()).origin === currentOrigin();
}

function resolveUrl(path: string): string {
  if (/^https?:/.test(path)) return path;
  return `${currentOrigin()}${path.startsWith('/') ? path : `${API_BASE}/${path}`}`;
}

const urlOf = (path: string, query?: Encodable) => resolveUrl(path) + toQueryString(query);

async function readBody(response: ApiResponse, url: string): Promise<unknown> {
  // Read even when there is nothing to read (a 204): Chromium counts a response whose body was left
  // unread as a request aborted (net::ERR_ABORTED), which a page's error monitoring would report.
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    // A refusal or failure may come from a proxy or gateway on the way, in text or HTML (a 502): its
    // status says what happened, and a 5xx is tried again; only a success that is no JSON is unreadable.
    if (response.status >= 400) return text.slice(0, 200);
    throw new ApiError('PARSING_ERROR', `Response of ${url} is not JSON`, {
      status: response.status,
      data: text.slice(0, 200),
      cause,
    });
  }
}

/** Performs one call and returns the raw JSON body, or throws an ApiError. */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', query, body, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const url = urlOf(path, query);
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  let payload: ApiCall['body'];
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    payload = toSearchParams(body);
  }
  // The token is a secret of our origin: never hand it to another host.
  const ours = isSameOrigin(url);
  if (ours) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER.toLowerCase()] = xsrf;
    const cookies = cookieHeader();
    if (cookies) headers.cookie = cookies;
  }

  const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  let response: ApiResponse;
  try {
    response = await currentTransport()({
      url,
      method,
      headers,
      body: payload,
      signal: signal && timeout ? AbortSignal.any([signal, timeout]) : (signal ?? timeout),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'TimeoutError') {
      throw new ApiError('TIMEOUT_ERROR', `${method} ${path} timed out`, { cause });
    }
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('FETCH_ERROR', `${method} ${path} failed: network error`, { cause });
  }
  if (ours) rememberResponseCookies(response);
  const data = await readBody(response, url);
  if (response.status < 200 || response.status > 299) {
    throw new ApiError('HTTP_ERROR', `${method} ${path} responded ${response.status}`, {
      status: response.status,
      data,
      fieldErrors: response.status === 400 ? toFieldErrors(data) : undefined,
    });
  }
  return data;
}

/**
 * Deletes what `path` names. DELETE is idempotent (RFC 9110, 9.2.2): a 404 means it is gone
 * already, which is what was asked for, as when a delete whose response was lost is sent again.
 */
export async function requestDelete(path: string): Promise<void> {
  try {
    await request(path, { method: 'DELETE' });
  } catch (error) {
    if (!hasStatus(error, 404)) throw error;
  }
}

/**
 * A schema kept in a chunk of its own (`() => import('./session.schemas').then(...)`): the modules
 * the first page load needs validate their responses without carrying zod in that load
 * (docs/performance.md, "First load"). The chunk is fetched beside the call, not after it.
 */
export type LazySchema<Schema> = () => Promise<Schema>;

/**
 * The schemas of one module kept out of the first load, named as they are exported:
 * `const schema = lazySchemas(() => import('./session.schemas'))`, then
 * `requestParsed(schema('meResponseSchema'), 'me')`.
 */
export function lazySchemas<Module>(load: () => Promise<Module>) {
  // Kept once loaded: each `import()` of a loaded module still goes through the module loader, a
  // cost every call paid again (a dozen for each page the server renders). A failed load is not kept.
  let loaded: Module | undefined;
  return <Name extends keyof Module>(name: Name): LazySchema<Module[Name]> =>
    async () => {
      // A chunk the browser stopped because the user is leaving is not a failed call (src/lib/unless-leaving.ts).
      loaded ??= await unlessLeaving(load);
      return loaded[name];
    };
}

/** Performs a call and validates the body: a shape mismatch is a PARSING_ERROR, never a crash later. */
export async function requestParsed<Schema extends z.core.$ZodType>(
  schema: Schema | LazySchema<Schema>,
  path: string,
  options?: RequestOptions,
): Promise<z.infer<Schema>> {
  const [data, resolved] = await Promise.all([
    request(path, options),
    typeof schema === 'function' ? schema() : schema,
  ]);
  // The schema's Standard Schema entry point: parsing needs nothing from zod but the schema itself.
  const result = await resolved['~standard'].validate(data);
  if (result.issues) {
    const where = (issue: (typeof result.issues)[number]) =>
      issue.path?.map((key) => (typeof key === 'object' ? key.key : key)).join('.') || '(root)';
    const message = result.issues.map((issue) => `${where(issue)}: ${issue.message}`).join('; ');
    throw new ApiError('PARSING_ERROR', `Unexpected response shape from ${path}: ${message}`, {
      data,
      cause: result.issues,
    });
  }
  return result.value as z.infer<Schema>;
}
