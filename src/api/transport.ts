/**
 * The `fetch` the API client calls. In a browser that is the browser's own. When the server renders
 * a page (src/entry-server.tsx), each page's calls go through a fetch of that page's own, which
 * carries its reader's cookies to the API, so two readers rendered at once never share a session.
 */
type Fetch = typeof fetch;

let resolveFetch: () => Fetch = () => globalThis.fetch;

/** Server rendering only: where the client finds the fetch of the page being rendered. */
export function setFetchResolver(resolver: () => Fetch): void {
  resolveFetch = resolver;
}

export const currentFetch = (): Fetch => resolveFetch();
