/**
 * How the API client reaches the API. In a browser (and in Node tests) that is `fetch`. When the
 * server renders a page (src/entry-server.tsx), each page's calls go through a transport of that page's
 * own, which carries its user's cookies to the API, so the pages of two users rendered at once never
 * share a session, and which hands the responses over as plain data rather than as fetch Responses
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

/** What the client reads of a response. */
export interface ApiResponse {
  status: number;
  /** Its Set-Cookie lines: Node hosts keep the cookies themselves (src/api/cookies.ts). */
  setCookies(): string[];
  /** Its body, whole. */
  text(): Promise<string>;
}

/**
 * Makes a call and returns its response. A network error rejects with a TypeError, as fetch does, and
 * an aborted call with its signal's reason.
 */
export type Transport = (call: ApiCall) => Promise<ApiResponse>;

/** A call made with `fetch`: the global one when the call is made (which test mocks replace) by default. */
export async function fetchTransport(
  { url, method, headers, body, signal }: ApiCall,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<ApiResponse> {
  const response = await fetchImpl(url, { method, headers, body, credentials: 'same-origin', signal });
  return {
    status: response.status,
    setCookies: () => response.headers.getSetCookie?.() ?? [],
    text: () => response.text(),
  };
}

let resolveTransport: () => Transport = () => fetchTransport;

/**
 * Where the client finds its transport: the page being rendered's, when the server renders
 * (src/entry-server.tsx); the running story's, in the story harness (src/testing/story-transport.ts).
 */
export function setTransportResolver(resolver: () => Transport): void {
  resolveTransport = resolver;
}

export const currentTransport = (): Transport => resolveTransport();
