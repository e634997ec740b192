import type { MessagePort } from 'node:worker_threads';
import type { ApiAnswer, ApiCall, Transport } from '@/api/transport';
import type { AnswerApi, DrawingAnswer, DrawingCall } from './api';

/**
 * The API calls of a page drawn on a drawing thread (server/draw-worker.ts), carried over a
 * MessagePort to the main thread, which answers them as it answers the browser's: from the embedded
 * mock or the backend, with the reader's cookies (server/pages.ts). One port per drawing. Calls and
 * answers cross as plain data, their bodies moved rather than copied.
 */
type Ask = ({ type: 'call'; id: number } & DrawingCall) | { type: 'abort'; id: number };

type Reply =
  | ({ type: 'answer'; id: number } & DrawingAnswer)
  | { type: 'failed'; id: number; message: string };

const decoder = new TextDecoder();

/** The Set-Cookie lines of an answer, each a header of its own. */
export const setCookiesOf = ({ headers }: DrawingAnswer): string[] =>
  headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value);

/** The body of a call that has one (a form, or a multipart upload), as bytes and the type they are in. */
async function bytesOf(call: ApiCall): Promise<{ body: ArrayBuffer | null; type?: string }> {
  if (call.body === undefined) return { body: null };
  const request = new Request(call.url, { method: call.method, body: call.body });
  return { body: await request.arrayBuffer(), type: request.headers.get('content-type') ?? undefined };
}

/**
 * The drawing thread's transport: each call goes over `port` and resolves with the main thread's
 * answer. A network error rejects as fetch does (a TypeError); an aborted call rejects with its
 * signal's reason at once, and the main thread stops asking the backend.
 */
export function callOverPort(port: MessagePort): Transport {
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (answer: ApiAnswer) => void; reject: (error: unknown) => void }
  >();
  port.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (reply.type === 'failed') {
      call.reject(new TypeError('fetch failed', { cause: new Error(reply.message) }));
      return;
    }
    const { status, body } = reply;
    call.resolve({
      status,
      setCookies: () => setCookiesOf(reply),
      text: async () => (body ? decoder.decode(body) : ''),
    });
  });

  return async (call) => {
    const { signal } = call;
    signal?.throwIfAborted();
    const { body, type } = await bytesOf(call);
    signal?.throwIfAborted();
    const id = nextId++;
    const onAbort = () => {
      const waiter = waiting.get(id);
      if (!waiter) return;
      waiting.delete(id);
      port.postMessage({ type: 'abort', id } satisfies Ask);
      waiter.reject(signal?.reason);
    };
    try {
      return await new Promise<ApiAnswer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        signal?.addEventListener('abort', onAbort, { once: true });
        const headers = type ? { ...call.headers, 'content-type': type } : call.headers;
        const ask: Ask = { type: 'call', id, url: call.url, method: call.method, headers, body };
        port.postMessage(ask, body ? [body] : []);
      });
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  };
}

/**
 * The main thread's half: answers every call that arrives on `port` with `answerApi`. A call the
 * drawing gave up on, or every call still under way once the drawing closes its port, is aborted.
 */
export function answerOverPort(port: MessagePort, answerApi: AnswerApi): void {
  const underWay = new Map<number, AbortController>();
  const answer = async ({ type: _, id, ...call }: Extract<Ask, { type: 'call' }>) => {
    const controller = new AbortController();
    underWay.set(id, controller);
    let reply: Reply;
    try {
      reply = { type: 'answer', id, ...(await answerApi(call, controller.signal)) };
    } catch (error) {
      reply = { type: 'failed', id, message: error instanceof Error ? error.message : String(error) };
    } finally {
      underWay.delete(id);
    }
    if (controller.signal.aborted) return;
    port.postMessage(reply, reply.type === 'answer' && reply.body ? [reply.body] : []);
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
