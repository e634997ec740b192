import { getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import type { MockDb } from './db';
import { createHandlers } from './handlers';
import { getMockDb } from './runtime';

/**
 * For stories: the first such call of a story loses its response after the backend did the work.
 * The regular handlers handle it, then a 502 comes back, as from a proxy whose connection to the
 * backend dropped; later calls are handled as usual. Each story has a database of its own, so
 * each loses one.
 */
export function lostOnce(method: 'post' | 'patch' | 'delete', path: string): RequestHandler {
  const lostIn = new WeakSet<MockDb>();
  return http[method](`*/api/v2/${path}`, async ({ request }) => {
    const db = getMockDb();
    if (lostIn.has(db)) return undefined;
    lostIn.add(db);
    await getResponse(createHandlers(getMockDb), request.clone());
    return HttpResponse.json({ message: 'Bad Gateway' }, { status: 502 });
  });
}
