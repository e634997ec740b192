/**
 * Cookies as the client sees them. In a browser that is `document.cookie`
 * (the browser stores Set-Cookie itself). Node hosts have no cookie store, so the client keeps a
 * jar: it records the Set-Cookie headers of responses and sends them back, like a browser would.
 * Unit tests and scripts share one per process. The server gives each page it renders a jar of its
 * own (src/entry-server.tsx), so that no user's XSRF token reaches another's requests; the backend
 * itself gets the cookies of the user's own request (`backendTransport`, server/api.ts).
 */
import type { ApiResponse } from './transport';

export type CookieJar = Map<string, string>;

const processJar: CookieJar = new Map();
let resolveJar: () => CookieJar = () => processJar;

/** Server rendering only: where the client finds the jar of the page being rendered. */
export function setCookieJarResolver(resolver: () => CookieJar): void {
  resolveJar = resolver;
}

const hasDocument = (): boolean => typeof document !== 'undefined';

function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key) cookies.set(key, decodeURIComponent(rest.join('=')));
  }
  return cookies;
}

/**
 * The document's cookies, read once per task: reading `document.cookie` asks the browser's network
 * process each time, and a page that starts ten queries in one render read it ten times (several
 * milliseconds on a phone). A Set-Cookie response arrives in a later task, so nothing is missed.
 */
let documentCookies: Map<string, string> | undefined;
function readDocumentCookies(): Map<string, string> {
  if (!documentCookies) {
    documentCookies = parseCookieHeader(document.cookie);
    setTimeout(() => {
      documentCookies = undefined;
    }, 0);
  }
  return documentCookies;
}

export function readCookie(name: string): string | undefined {
  if (hasDocument()) return readDocumentCookies().get(name);
  return resolveJar().get(name);
}

/** Node only: remembers the cookies a response sets (an expired or empty one is forgotten). */
export function rememberResponseCookies(response: Pick<ApiResponse, 'setCookies'>): void {
  if (hasDocument()) return;
  const jar = resolveJar();
  for (const line of response.setCookies()) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    const value = decodeURIComponent(pair.slice(separator + 1).trim());
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
      return false;
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

/** Node only: the Cookie header for a request to our own API. */
export function cookieHeader(): string | undefined {
  if (hasDocument()) return undefined;
  const jar = resolveJar();
  if (jar.size === 0) return undefined;
  return [...jar].map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('; ');
}

/** Tests start each case with no cookies: the jar the client uses now is emptied. */
export function clearCookieJar(): void {
  resolveJar().clear();
}
