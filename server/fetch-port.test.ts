import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOverPort, fetchOverPort } from './fetch-port';

/** Both halves on one thread: what a drawing thread and the main thread say to each other. */
function bridge(fetchForPage: typeof fetch) {
  const { port1, port2 } = new MessageChannel();
  answerOverPort(port1, fetchForPage);
  return { fetch: fetchOverPort(port2), close: () => port2.close(), ports: [port1, port2] };
}

let open: ReturnType<typeof bridge> | undefined;
afterEach(() => {
  for (const port of open?.ports ?? []) port.close();
  open = undefined;
});

describe('a fetch over a MessagePort', () => {
  it('carries the request and brings back the answer: status, headers, every cookie, body', async () => {
    const fetchForPage = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const headers = new Headers({ 'Content-Type': 'application/json' });
      headers.append('Set-Cookie', 'a=1; Path=/');
      headers.append('Set-Cookie', 'b=2; Path=/');
      return Response.json(
        {
          method: request.method,
          url: request.url,
          accept: request.headers.get('accept'),
          body: await request.text(),
        },
        { status: 201, statusText: 'Created', headers },
      );
    });
    open = bridge(fetchForPage);
    const answer = await open.fetch('http://localhost/api/v2/things?x=1', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: 'name=ü',
    });
    expect(answer.status).toBe(201);
    expect(answer.statusText).toBe('Created');
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await answer.json()).toEqual({
      method: 'POST',
      url: 'http://localhost/api/v2/things?x=1',
      accept: 'application/json',
      body: 'name=ü',
    });
  });

  it('brings back an answer without a body', async () => {
    open = bridge(async () => new Response(null, { status: 204 }));
    const answer = await open.fetch('http://localhost/api/v2/me');
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
  });

  it('rejects as fetch does on a network error, or when the answer could not be had', async () => {
    open = bridge(async () => Response.error());
    await expect(open.fetch('http://localhost/api/v2/me')).rejects.toThrow(TypeError);
    for (const port of open.ports) port.close();
    open = bridge(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await expect(open.fetch('http://localhost/api/v2/me')).rejects.toMatchObject({
      name: 'TypeError',
      cause: { message: 'connect ECONNREFUSED' },
    });
  });

  it('gives up on an aborted call at once, and the main thread stops asking too', async () => {
    let mainSignal: AbortSignal | undefined;
    open = bridge(
      (_input, init) =>
        new Promise<Response>(() => {
          mainSignal = init?.signal ?? undefined;
        }),
    );
    const deadline = new AbortController();
    const call = open.fetch('http://localhost/api/v2/me', { signal: deadline.signal });
    await vi.waitFor(() => expect(mainSignal).toBeDefined());
    deadline.abort(new Error('out of time'));
    await expect(call).rejects.toThrow('out of time');
    await vi.waitFor(() => expect(mainSignal?.aborted).toBe(true));
  });

  it('stops every call still under way once the drawing closes its port', async () => {
    const signals: AbortSignal[] = [];
    open = bridge(
      (_input, init) =>
        new Promise<Response>(() => {
          if (init?.signal) signals.push(init.signal);
        }),
    );
    void open.fetch('http://localhost/api/v2/me').catch(() => {});
    void open.fetch('http://localhost/api/v2/settings/site').catch(() => {});
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    open.close();
    await vi.waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
  });
});
