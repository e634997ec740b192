import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerApi, DrawingAnswer } from './api';
import { answerOverPort, callOverPort } from './api-port';

/** Both halves on one thread: what a drawing thread and the main thread say to each other. */
function bridge(answerApi: AnswerApi) {
  const { port1, port2 } = new MessageChannel();
  answerOverPort(port1, answerApi);
  return { call: callOverPort(port2), close: () => port2.close(), ports: [port1, port2] };
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const answerWith = (answer: Partial<DrawingAnswer>): DrawingAnswer => ({
  status: 200,
  headers: [],
  body: null,
  ...answer,
});

let open: ReturnType<typeof bridge> | undefined;
afterEach(() => {
  for (const port of open?.ports ?? []) port.close();
  open = undefined;
});

describe('an API call over a MessagePort', () => {
  it('carries the call and brings back the answer: status, every cookie, body', async () => {
    const answerApi = vi.fn<AnswerApi>(async (call) =>
      answerWith({
        status: 201,
        headers: [
          ['content-type', 'application/json'],
          ['set-cookie', 'a=1; Path=/'],
          ['set-cookie', 'b=2; Path=/'],
        ],
        body: bytes(
          JSON.stringify({
            method: call.method,
            url: call.url,
            headers: call.headers,
            body: call.body ? new TextDecoder().decode(call.body) : null,
          }),
        ),
      }),
    );
    open = bridge(answerApi);
    const answer = await open.call({
      url: 'http://localhost/api/v2/things?x=1',
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams({ name: 'ü' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.setCookies()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(JSON.parse(await answer.text())).toEqual({
      method: 'POST',
      url: 'http://localhost/api/v2/things?x=1',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      body: 'name=%C3%BC',
    });
  });

  it('brings back an answer without a body', async () => {
    open = bridge(async () => answerWith({ status: 204 }));
    const answer = await open.call({ url: 'http://localhost/api/v2/me', method: 'GET', headers: {} });
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
  });

  it('rejects as fetch does when the answer could not be had', async () => {
    open = bridge(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await expect(
      open.call({ url: 'http://localhost/api/v2/me', method: 'GET', headers: {} }),
    ).rejects.toMatchObject({
      name: 'TypeError',
      cause: { message: 'connect ECONNREFUSED' },
    });
  });

  it('gives up on an aborted call at once, and the main thread stops asking too', async () => {
    let mainSignal: AbortSignal | undefined;
    open = bridge(
      (_call, signal) =>
        new Promise<DrawingAnswer>(() => {
          mainSignal = signal;
        }),
    );
    const deadline = new AbortController();
    const call = open.call({
      url: 'http://localhost/api/v2/me',
      method: 'GET',
      headers: {},
      signal: deadline.signal,
    });
    await vi.waitFor(() => expect(mainSignal).toBeDefined());
    deadline.abort(new Error('out of time'));
    await expect(call).rejects.toThrow('out of time');
    await vi.waitFor(() => expect(mainSignal?.aborted).toBe(true));
  });

  it('stops every call still under way once the drawing closes its port', async () => {
    const signals: AbortSignal[] = [];
    open = bridge(
      (_call, signal) =>
        new Promise<DrawingAnswer>(() => {
          signals.push(signal);
        }),
    );
    void open.call({ url: 'http://localhost/api/v2/me', method: 'GET', headers: {} }).catch(() => {});
    void open
      .call({ url: 'http://localhost/api/v2/settings/site', method: 'GET', headers: {} })
      .catch(() => {});
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    open.close();
    await vi.waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
  });
});
