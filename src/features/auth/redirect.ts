import { hasControlCharacter } from '@/lib/url';
/** Where a signed-in user lands when there is no (safe) place to go back to. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';
export const LOGIN_PATH = '/user/login';
export const REDIRECT_PARAM = 'redirectTo';

/**
 * Marks a login page reached because the backend responded with 401 although `me` says the user is
 * signed in: the login page then shows its form with a notice instead of sending the signed-in user
 * straight back, which would only be refused again (issue 44). In the URL, so that the router's
 * middleware sees it as the page does.
 */
export const REFUSED_PARAM = 'refused';

/** Whether the login page's URL says it was reached by such a refusal. */
export const wasRefused = (search: URLSearchParams): boolean => search.get(REFUSED_PARAM) === '1';

// Any origin works as the base: only whether the result stays on it matters.
const PROBE_ORIGIN = 'https://same-origin.invalid';

const hasControlOrBackslash = (value: string) => hasControlCharacter(value) || value.includes('\\');

/**
 * The in-app path a URL from the query string may send the user to, or
 * undefined. Only same-origin paths pass: `//evil`, `/\evil`, `javascript:`,
 * absolute URLs (unless `origin` is given and they are on it) and anything with
 * control characters (browsers strip tabs and newlines, turning `/\t/evil` into
 * `//evil`) are refused — an open redirect is a phishing tool.
 */
export function toSameOriginPath(value: string | null | undefined, origin?: string): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || hasControlOrBackslash(trimmed)) return undefined;
  let candidate = trimmed;
  if (!trimmed.startsWith('/')) {
    if (!origin) return undefined;
    let absolute: URL;
    try {
      absolute = new URL(trimmed);
    } catch {
      return undefined;
    }
    if (absolute.origin !== origin) return undefined;
    candidate = `${absolute.pathname}${absolute.search}${absolute.hash}`;
  }
  if (candidate.startsWith('//')) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (resolved.origin !== PROBE_ORIGIN) return undefined;
  // Checked again once resolved: `/.//evil`, `/%2e//evil` and `/a/..//evil` become `//evil`, which a
  // browser reads as another host.
  if (resolved.pathname.startsWith('//')) return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** docs/product.md §2: after signing in, follow redirectTo only when it is a same-origin path. */
export function afterLoginPath(redirectTo: string | null | undefined): string {
  const path = toSameOriginPath(redirectTo);
  // Going back to the login or logout page would undo what the user just did.
  if (!path || path.startsWith(LOGIN_PATH) || path.startsWith('/user/logout')) return DEFAULT_AFTER_LOGIN;
  return path;
}

/**
 * /user/login?redirectTo=<path>, the target of 401s and of the signed-in guard; with `refused`, marked
 * as reached by a refusal while signed in (`REFUSED_PARAM`).
 */
export function loginPathFor(
  location: { pathname: string; search?: string; hash?: string },
  { refused = false } = {},
): string {
  if (location.pathname.startsWith(LOGIN_PATH)) return `${location.pathname}${location.search ?? ''}`;
  const current = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  const search = new URLSearchParams({ [REDIRECT_PARAM]: current });
  if (refused) search.set(REFUSED_PARAM, '1');
  return `${LOGIN_PATH}?${search}`;
}
