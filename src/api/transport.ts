/**
 * How the API client reaches the API. In a browser (and in Node tests) that is `fetch`. When the
 * server draws a page (src/entry-server.tsx), each page's calls go through a transport of that page's
 * own, which carries its reader's cookies to the API, so two readers drawn at once never share a
 * session, and which hands the answers over as plain data rather than as fetch Responses
 * (docs/performance.md, "Server under load").
 */

/** One call as the client makes it (src/api/client.ts). */
export interface ApiCall {
  /** Absolute. */
  url: string;
  method: string;
  /** Names in lower case. */
  headers: Record<string, string>;
  body?: URLSearchParams | FormData;
  signal?: AbortSignal;
}

/** What the client reads of an answer. */
export interface ApiAnswer {
  status: number;
  /** Its Set-Cookie lines: Node hosts keep the cookies themselves (src/api/cookies.ts). */
  setCookies(): string[];
  /** Its body, whole. */
  text(): Promise<string>;
}

/**
 * Makes a call and answers its answer. A network error rejects with a TypeError, as fetch does, and
 * an aborted call with its signal's reason.
 */
export type Transport = (call: ApiCall) => Promise<ApiAnswer>;

/** A call made with `fetch`: the global one when the call is made (which test mocks replace) by default. */
export async function fetchTransport(
  { url, method, headers, body, signal }: ApiCall,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<ApiAnswer> {
  const response = await fetchImpl(url, { method, headers, body, credentials: 'same-origin', signal });
  return {
    status: response.status,
    setCookies: () => response.headers.getSetCookie?.() ?? [],
    text: () => response.text(),
  };
}

let resolveTransport: () => Transport = () => fetchTransport;

/**
 * Where the client finds its transport: the page being drawn's, when the server draws
 * (src/entry-server.tsx); the running story's, in the story harness (src/testing/story-transport.ts).
 */
export function setTransportResolver(resolver: () => Transport): void {
  resolveTransport = resolver;
}

export const currentTransport = (): Transport => resolveTransport();
