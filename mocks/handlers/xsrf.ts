import { http } from 'msw';
import { COOKIE_AGREE_PATH } from '@/api/cookie-disclaimer';
import { errorResponse, XSRF_HEADER } from './http';
import type { GetDb } from './types';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses unsafe requests without the matching X-XSRF-TOKEN header, as Drupal
 * refuses a missing or wrong CSRF token: 403 with a message. Matching requests
 * fall through to the resource handlers.
 */
export const xsrfHandlers = (getDb: GetDb) =>
  ['*/api/v2/*', `*${COOKIE_AGREE_PATH}`].map((path) =>
    http.all(path, ({ request }) => {
      if (SAFE.has(request.method)) return undefined;
      const db = getDb();
      const token = request.headers.get(XSRF_HEADER);
      if (!token) return errorResponse(db, 403, `${XSRF_HEADER} request header is missing`);
      if (token !== db.platform.xsrfToken)
        return errorResponse(db, 403, `${XSRF_HEADER} request header is invalid`);
      return undefined;
    }),
  );
