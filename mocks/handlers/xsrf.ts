import { http } from 'msw';
import { COOKIE_AGREE_PATH } from '@/api/cookie-disclaimer';
import { errorResponse, XSRF_HEADER } from './http';
import type { GetDb } from './types';

/** The methods that change something, which the real backend checks the token of. */
const UNSAFE = [http.post, http.put, http.patch, http.delete];

/**
 * Refuses unsafe requests without the matching X-XSRF-TOKEN header, as Drupal
 * refuses a missing or wrong CSRF token: 403 with a message. Matching requests
 * fall through to the resource handlers. Safe requests never match: every handler
 * that matches costs MSW a run of its resolver, and a page's dozen GETs each paid one.
 */
export const xsrfHandlers = (getDb: GetDb) =>
  ['*/api/v2/*', `*${COOKIE_AGREE_PATH}`].flatMap((path) =>
    UNSAFE.map((method) =>
      method(path, ({ request }) => {
        const db = getDb();
        const token = request.headers.get(XSRF_HEADER);
        if (!token) return errorResponse(db, 403, `${XSRF_HEADER} request header is missing`);
        if (token !== db.platform.xsrfToken)
          return errorResponse(db, 403, `${XSRF_HEADER} request header is invalid`);
        return undefined;
      }),
    ),
  );
