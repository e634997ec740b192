import { hasControlCharacter } from '@/lib/url';
/** Where a signed-in user lands when there is no (safe) place to go back to. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';
export const LOGIN_PATH = '/user/login';
export const REDIRECT_PARAM = 'redirectTo';

/**
 * Router state of a navigation to the login page made because the backend responded with 401 although
 * `me` says the user is signed in: the login page then shows its form with a notice instead of
 * sending the signed-in user straight back, which would only be refused again (issue 44).
 */
export const REFUSED_STATE = { refused: true } as const;

/** Whether the login page was reached with `REFUSED_STATE`. */
export const wasRefused = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'refused' in state && state.refused === true;

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

/** /user/login?redirectTo=<path>, the target of 401s and of the signed-in guard. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  if (location.pathname.startsWith(LOGIN_PATH)) return `${location.pathname}${location.search ?? ''}`;
  const current = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: current })}`;
}
