import { HttpResponse } from 'msw';
import { IDEMPOTENCY_KEY_HEADER } from '@/api/idempotency';
import type { MockDb } from '../db';
import { cookiesSetBy } from './http';

/** A successful response kept for its key, to be sent again. */
interface Kept {
  status: number;
  contentType: string | null;
  cookies: string[];
  body: string;
}

/** The kept response again, its cookies set again (an HttpResponse, which MSW gives its Set-Cookie). */
function replay(kept: Kept): Response {
  const headers = new Headers();
  if (kept.contentType) headers.set('Content-Type', kept.contentType);
  for (const cookie of kept.cookies) headers.append('Set-Cookie', cookie);
  return new HttpResponse(kept.body, { status: kept.status, headers });
}

/** Requests by `<uid> <method> <path> <key>`: what their fields were, and how the first one ended. */
export type IdempotentRequests = Map<string, { fields: string; outcome: Promise<Kept | undefined> }>;

/** The request's fields as text: a multipart body's boundary differs on every send, its fields do not. */
async function fieldsOf(request: Request): Promise<string> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) return request.text();
  const entries: string[] = [];
  for (const [name, value] of await request.formData()) {
    entries.push(`${name}=${typeof value === 'string' ? value : `${value.name} ${value.size}`}`);
  }
  return entries.join('&');
}

/**
 * A create or a checkout a client may send again when its response was lost (docs/api/README.md,
 * Idempotency). Without an `Idempotency-Key` it is handled as any request. With one, a request
 * repeating the key of a successful one, with the same fields, gets that response again and
 * `handle` does not run; with other fields, a 422. A repeat that arrives while the first is still
 * being handled waits for it. Only successes are kept: a refused request sent again is checked
 * afresh.
 */
export async function handleOnce(
  db: MockDb,
  request: Request,
  uid: number,
  handle: () => Response | Promise<Response>,
): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (!key) return handle();
  const id = `${uid} ${request.method} ${new URL(request.url).pathname} ${key}`;
  const fields = await fieldsOf(request.clone());
  const earlier = db.idempotentRequests.get(id);
  if (earlier) {
    if (earlier.fields !== fields) {
      return HttpResponse.json(
        { message: `This ${IDEMPOTENCY_KEY_HEADER} was used for another request.` },
        { status: 422 },
      );
    }
    const kept = await earlier.outcome;
    if (kept) return replay(kept);
    return handleOnce(db, request, uid, handle);
  }
  let settle: (kept: Kept | undefined) => void = () => {};
  db.idempotentRequests.set(id, { fields, outcome: new Promise((resolve) => (settle = resolve)) });
  let kept: Kept | undefined;
  try {
    const response = await handle();
    if (response.ok) {
      kept = {
        status: response.status,
        contentType: response.headers.get('Content-Type'),
        cookies: cookiesSetBy.get(response) ?? [],
        body: await response.clone().text(),
      };
    }
    return response;
  } finally {
    if (!kept) db.idempotentRequests.delete(id);
    settle(kept);
  }
}
