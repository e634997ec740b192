import type { MessagePort } from 'node:worker_threads';

/**
 * The API calls of a page drawn on a drawing thread (server/draw-worker.ts), carried over a
 * MessagePort to the main thread, which answers them as it answers the browser's: from the embedded
 * mock or the backend, with the reader's cookies (server/pages.ts). One port per drawing.
 */
type Ask =
  | {
      type: 'fetch';
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  | { type: 'abort'; id: number };

type Answer =
  | {
      type: 'response';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  | { type: 'failed'; id: number; message: string };

/**
 * The drawing thread's fetch: each call goes over `port` and resolves with the main thread's answer.
 * A network error rejects as Node's fetch does (a TypeError); an aborted call rejects with its
 * signal's reason at once, and the main thread stops asking the backend.
 */
export function fetchOverPort(port: MessagePort): typeof fetch {
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (response: Response) => void; reject: (error: unknown) => void }
  >();
  port.on('message', (answer: Answer) => {
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if (answer.type === 'failed') {
      call.reject(new TypeError('fetch failed', { cause: new Error(answer.message) }));
      return;
    }
    call.resolve(
      new Response(answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      }),
    );
  });

  return async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const body = request.body ? await request.arrayBuffer() : null;
    const id = nextId++;
    const { signal } = request;
    const onAbort = () => {
      const call = waiting.get(id);
      if (!call) return;
      waiting.delete(id);
      port.postMessage({ type: 'abort', id } satisfies Ask);
      call.reject(signal.reason);
    };
    try {
      return await new Promise<Response>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        signal.addEventListener('abort', onAbort, { once: true });
        const ask: Ask = {
          type: 'fetch',
          id,
          url: request.url,
          method: request.method,
          headers: [...request.headers],
          body,
        };
        port.postMessage(ask, body ? [body] : []);
      });
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  };
}

/**
 * The main thread's half: answers every call that arrives on `port` with `fetchForPage`. A call the
 * drawing gave up on, or every call still under way once the drawing closes its port, is aborted.
 */
export function answerOverPort(port: MessagePort, fetchForPage: typeof fetch): void {
  const underWay = new Map<number, AbortController>();
  const answer = async (ask: Extract<Ask, { type: 'fetch' }>) => {
    const controller = new AbortController();
    underWay.set(ask.id, controller);
    let reply: Answer;
    let transfer: ArrayBuffer[] = [];
    try {
      const response = await fetchForPage(ask.url, {
        method: ask.method,
        headers: ask.headers,
        body: ask.body,
        signal: controller.signal,
      });
      // A network error (the mock's `HttpResponse.error()`) has no status a Response could carry.
      if (response.type === 'error') throw new Error('network error');
      const body = response.body ? await response.arrayBuffer() : null;
      reply = {
        type: 'response',
        id: ask.id,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: body && body.byteLength > 0 ? body : null,
      };
      if (reply.body) transfer = [reply.body];
    } catch (error) {
      reply = { type: 'failed', id: ask.id, message: error instanceof Error ? error.message : String(error) };
    } finally {
      underWay.delete(ask.id);
    }
    if (!controller.signal.aborted) port.postMessage(reply, transfer);
  };
  port.on('message', (ask: Ask) => {
    if (ask.type === 'abort')
      underWay.get(ask.id)?.abort(new Error('The drawing no longer waits for this answer'));
    else void answer(ask);
  });
  port.on('close', () => {
    for (const controller of underWay.values()) controller.abort(new Error('The drawing has ended'));
    underWay.clear();
  });
}
