import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from '@/api/zod';
import { lazySchemas, request, requestDelete, requestParsed, XSRF_HEADER } from './client';
import { clearCookieJar } from './cookies';
import { ApiError, fieldErrorAt } from './errors';
import { shouldRetry } from './retry';
import { fetchTransport, setTransportResolver } from './transport';

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}
let seen: Seen[] = [];

const echo = http.all('*/api/v2/echo', async ({ request: req }) => {
  seen.push({ url: new URL(req.url), method: req.method, headers: req.headers, body: await req.text() });
  return HttpResponse.json({ ok: true });
});
const server = setupServer(echo);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  seen = [];
  clearCookieJar();
});

const last = (): Seen => {
  const entry = seen.at(-1);
  if (!entry) throw new Error('no request reached the server');
  return entry;
};

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('requests', () => {
  it('go to /api/v2 with Accept JSON and bracket-form queries, skipping empty strings', async () => {
    await request('echo', {
      query: { attributes: ['logo', 'colors'], s: '', filter: { type: 'earned' }, page: 0 },
    });
    const { url, headers, method } = last();
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/v2/echo');
    expect(decodeURIComponent(url.search)).toBe(
      '?attributes[]=logo&attributes[]=colors&filter[type]=earned&page=0',
    );
    expect(headers.get('accept')).toBe('application/json');
  });

  it('send bodies form-encoded', async () => {
    await request('echo', {
      method: 'POST',
      body: { name: 'learner', products: [4, 9], note: '', extra: null },
    });
    const { headers, body } = last();
    expect(headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(decodeURIComponent(body)).toBe('name=learner&products[]=4&products[]=9');
  });

  it('send FormData as multipart, with the boundary the runtime chose', async () => {
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await request('echo', { method: 'POST', body: form });
    expect(last().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('XSRF', () => {
  const setsToken = http.get('*/api/v2/token', () =>
    HttpResponse.json({}, { headers: { 'Set-Cookie': 'XSRF-TOKEN=t0k%2Fen; Path=/' } }),
  );

  it('echoes the XSRF-TOKEN cookie a response set, on the next request to our origin', async () => {
    server.use(setsToken);
    await request('token');
    await request('echo', { method: 'POST', body: { a: '1' } });
    expect(last().headers.get(XSRF_HEADER)).toBe('t0k/en');
  });

  it('sends no header before any cookie was set', async () => {
    await request('echo', { method: 'POST' });
    expect(last().headers.has(XSRF_HEADER)).toBe(false);
  });

  it('never sends the token, or any cookie, to another origin', async () => {
    const other = http.all('https://other.example/api/v2/echo', async ({ request: req }) => {
      seen.push({ url: new URL(req.url), method: req.method, headers: req.headers, body: '' });
      return HttpResponse.json({});
    });
    server.use(setsToken, other);
    await request('token');
    await request('https://other.example/api/v2/echo', { method: 'POST' });
    expect(last().url.origin).toBe('https://other.example');
    expect(last().headers.has(XSRF_HEADER)).toBe(false);
    expect(last().headers.has('cookie')).toBe(false);
  });

  it('forgets a cookie the server expires', async () => {
    server.use(
      setsToken,
      http.get('*/api/v2/expire', () =>
        HttpResponse.json({}, { headers: { 'Set-Cookie': 'XSRF-TOKEN=; Path=/; Max-Age=0' } }),
      ),
    );
    await request('token');
    await request('expire');
    await request('echo', { method: 'POST' });
    expect(last().headers.has(XSRF_HEADER)).toBe(false);
  });
});

describe('error kinds', () => {
  it('HTTP_ERROR carries the status and the body', async () => {
    server.use(http.get('*/api/v2/echo', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    const error = await caught(request('echo'));
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 500, data: { message: 'Boom' } });
    expect(error.fieldErrors).toBeUndefined();
  });

  it.each([401, 403, 404])('HTTP_ERROR %i', async (status) => {
    server.use(http.get('*/api/v2/echo', () => HttpResponse.json({ message: 'No' }, { status })));
    expect(await caught(request('echo'))).toMatchObject({ kind: 'HTTP_ERROR', status });
  });

  it('FETCH_ERROR when the network fails', async () => {
    server.use(http.get('*/api/v2/echo', () => HttpResponse.error()));
    const error = await caught(request('echo'));
    expect(error.kind).toBe('FETCH_ERROR');
    expect(error.status).toBeUndefined();
  });

  it('TIMEOUT_ERROR when the response takes longer than the timeout', async () => {
    server.use(
      http.get('*/api/v2/echo', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    expect((await caught(request('echo', { timeoutMs: 30 }))).kind).toBe('TIMEOUT_ERROR');
  });

  it('an abort by the caller stays an abort (React Query cancelled the query)', async () => {
    server.use(
      http.get('*/api/v2/echo', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request('echo', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('PARSING_ERROR when the body is not JSON', async () => {
    server.use(http.get('*/api/v2/echo', () => HttpResponse.text('<html>proxy error</html>')));
    expect(await caught(request('echo'))).toMatchObject({ kind: 'PARSING_ERROR', status: 200 });
  });

  it("a gateway's 502 in text is an HTTP error of that status, tried again, not an unreadable response", async () => {
    server.use(http.get('*/api/v2/echo', () => HttpResponse.text('Server error', { status: 502 })));
    const error = await caught(request('echo'));
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 502, data: 'Server error' });
    expect(shouldRetry(0, error)).toBe(true);
  });

  it('PARSING_ERROR when the JSON does not match the schema', async () => {
    server.use(http.get('*/api/v2/echo', () => HttpResponse.json({ data: { points: 'many' } })));
    const schema = z.object({ data: z.object({ points: z.number() }) });
    const error = await caught(requestParsed(schema, 'echo'));
    expect(error.kind).toBe('PARSING_ERROR');
    expect(error.data).toEqual({ data: { points: 'many' } });
  });

  it('a 204 has no body and is no error', async () => {
    server.use(http.post('*/api/v2/echo', () => new HttpResponse(null, { status: 204 })));
    await expect(request('echo', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('reads a 204 to its end, so that the browser counts the request finished, not aborted', async () => {
    let read = false;
    setTransportResolver(() => async () => ({
      status: 204,
      setCookies: () => [],
      text: async () => {
        read = true;
        return '';
      },
    }));
    try {
      await expect(request('echo', { method: 'DELETE' })).resolves.toBeUndefined();
    } finally {
      setTransportResolver(() => fetchTransport);
    }
    expect(read).toBe(true);
  });

  it('a delete whose response is 404 is done (it is gone already); any other error fails', async () => {
    server.use(http.delete('*/api/v2/echo', () => HttpResponse.json({ message: 'Gone' }, { status: 404 })));
    await expect(requestDelete('echo')).resolves.toBeUndefined();
    server.use(http.delete('*/api/v2/echo', () => HttpResponse.json({ message: 'No' }, { status: 403 })));
    expect(await caught(requestDelete('echo'))).toMatchObject({ kind: 'HTTP_ERROR', status: 403 });
  });
});

describe('400 field messages', () => {
  it('become a nested per-field map with dotted paths and type server', async () => {
    server.use(
      http.post('*/api/v2/echo', () =>
        HttpResponse.json(
          {
            message: 'Invalid',
            messages: [
              { path: 'title', message: 'Title is required.' },
              { path: 'items[0][title]', message: 'Item title is required.' },
              { path: 'address.city', message: 'City is required.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await caught(request('echo', { method: 'POST' }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({
      title: { message: 'Title is required.', type: 'server' },
      items: { 0: { title: { message: 'Item title is required.', type: 'server' } } },
      address: { city: { message: 'City is required.', type: 'server' } },
    });
    expect(fieldErrorAt(error.fieldErrors, 'items.0.title')).toBe('Item title is required.');
  });

  it('are only read from a 400', async () => {
    server.use(
      http.post('*/api/v2/echo', () =>
        HttpResponse.json({ messages: [{ path: 'a', message: 'b' }] }, { status: 422 }),
      ),
    );
    expect((await caught(request('echo', { method: 'POST' }))).fieldErrors).toBeUndefined();
  });
});

describe('schemas kept in a chunk of their own', () => {
  it('are loaded once, and a load that failed is tried again', async () => {
    let loads = 0;
    const schema = lazySchemas(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return { okSchema: z.object({ ok: z.boolean() }) };
    });
    await expect(requestParsed(schema('okSchema'), 'echo')).rejects.toThrow('chunk failed');
    expect(await requestParsed(schema('okSchema'), 'echo')).toEqual({ ok: true });
    expect(await requestParsed(schema('okSchema'), 'echo')).toEqual({ ok: true });
    expect(loads).toBe(2);
  });
});
