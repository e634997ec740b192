import type { MockUser, Role } from '@fixtures/users';
import { HttpResponse } from 'msw';
import type { AccessFlag } from '@/api/settings';
import type { MockDb } from '../db';

/** Cookies the mock server sets, like a Drupal session would. */
export const SESSION_COOKIE = 'mock_session';
export const ANONYMOUS_SESSION = 'anonymous';
export const COOKIE_AGREED_COOKIE = 'cookie-agreed';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const MOCK_COOKIES = [SESSION_COOKIE, COOKIE_AGREED_COOKIE] as const;

export type Cookies = Record<string, string>;

export const xsrfCookie = (db: MockDb) => `${XSRF_COOKIE}=${db.platform.xsrfToken}; Path=/; SameSite=Lax`;

/**
 * The cookies `respond` set on each of its responses: a browser's Response does not show its
 * Set-Cookie, and a kept response sent again sets them again (idempotency.ts).
 */
export const cookiesSetBy = new WeakMap<Response, string[]>();

/** A JSON response that also (re)sets the XSRF cookie, as the real backend does on every response. */
export function respond(db: MockDb, body: unknown, init: { status?: number; cookies?: string[] } = {}) {
  const headers = new Headers();
  const cookies = [xsrfCookie(db), ...(init.cookies ?? [])];
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  // HttpResponse.json's response but for Content-Length, which it measures through a copy of the text
  // (some 7 % of the mock's time on the server): no host passes it on, each frames the body anew.
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response =
    body === undefined
      ? new HttpResponse(null, { status: init.status ?? 204, headers })
      : new HttpResponse(JSON.stringify(body), { status: init.status ?? 200, headers });
  cookiesSetBy.set(response, cookies);
  return response;
}

export const errorResponse = (db: MockDb, status: number, message: string) =>
  respond(db, { message }, { status });

/** A 400 with per-field messages (docs/product.md §5). */
export const fieldErrorResponse = (db: MockDb, messages: { path: string; message: string }[]) =>
  respond(db, { message: messages[0]?.message ?? 'Invalid input', messages }, { status: 400 });

export const findUser = (db: MockDb, uid: number | undefined): MockUser | undefined =>
  uid === undefined ? undefined : db.platform.users.find((user) => user.uid === uid);

/**
 * Cookie values carry the database's session key: a cookie an earlier database
 * set (MSW's browser cookie store outlives a story) means nothing to this one.
 */
const scoped = (db: MockDb, value: string | number) => `${db.platform.sessionKey}.${value}`;
const unscoped = (db: MockDb, raw: string | undefined): string | undefined => {
  const prefix = `${db.platform.sessionKey}.`;
  return raw?.startsWith(prefix) ? raw.slice(prefix.length) : undefined;
};

export const sessionCookie = (db: MockDb, uid: number | typeof ANONYMOUS_SESSION) =>
  `${SESSION_COOKIE}=${scoped(db, uid)}; Path=/; SameSite=Lax`;

export const cookieAgreedCookie = (db: MockDb) =>
  `${COOKIE_AGREED_COOKIE}=${scoped(db, 2)}; Path=/; Max-Age=31536000; SameSite=Lax`;

export const hasAgreedToCookies = (db: MockDb, cookies: Cookies) =>
  unscoped(db, cookies[COOKIE_AGREED_COOKIE]) === '2';

/** Who really signed in: the session cookie when present, else the database's default for its role. */
export function realUid(db: MockDb, cookies: Cookies): number | undefined {
  const raw = unscoped(db, cookies[SESSION_COOKIE]);
  const uid =
    raw === undefined ? db.platform.defaultUid : raw === ANONYMOUS_SESSION ? undefined : Number(raw);
  return findUser(db, uid)?.uid;
}

/** Whom the server acts for: the masqueraded user if any, else the real one. */
export function currentUser(db: MockDb, cookies: Cookies): MockUser | undefined {
  const uid = realUid(db, cookies);
  if (uid === undefined) return undefined;
  return findUser(db, db.platform.masquerade.get(uid) ?? uid);
}

export const roleOf = (user: MockUser | undefined): Role =>
  !user ? 'visitor' : user.roles.includes('administrator') ? 'administrator' : 'learner';

export const hasFlag = (db: MockDb, user: MockUser | undefined, flag: AccessFlag): boolean =>
  db.platform.roleFlags[roleOf(user)][flag];

export const unauthorized = (db: MockDb) => errorResponse(db, 401, 'You must sign in to see this page.');
export const forbidden = (db: MockDb) =>
  errorResponse(db, 403, 'You are not authorized to access this page.');
export const notFound = (db: MockDb) => errorResponse(db, 404, 'The requested page could not be found.');

/** Form-encoded (or multipart) body as a flat map of the bracket keys. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const params = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === 'string') params.append(key, value);
    return params;
  }
  return new URLSearchParams(await request.text());
}

export const intOr = (raw: string | null, fallback: number): number => {
  const value = raw === null || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** Zero-based paging with the meta of docs/product.md §3. */
export function paginate<T>(items: T[], url: URL, { defaultLimit = 25, maxLimit = 100 } = {}) {
  const limit = Math.min(Math.max(intOr(url.searchParams.get('limit'), defaultLimit), 1), maxLimit);
  const page = intOr(url.searchParams.get('page'), 0);
  const totalPages = Math.ceil(items.length / limit);
  return {
    data: items.slice(page * limit, page * limit + limit),
    meta: { page, limit, total: items.length, totalPages, isLastPage: page >= totalPages - 1 },
  };
}

/** `tags[]=1&tags[]=2` (or `tags=1`) → [1, 2]. */
export const intList = (url: URL, key: string): number[] =>
  [...url.searchParams.getAll(`${key}[]`), ...url.searchParams.getAll(key)]
    .map(Number)
    .filter((n) => Number.isInteger(n));

export const isFlagOn = (raw: string | null): boolean => raw === '1' || raw === 'true';
