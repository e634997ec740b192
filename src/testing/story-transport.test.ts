import { neverAnswer, releaseUnansweredRequests, unansweredRequests } from '@mocks/never-answer';
import { describe, expect, it } from 'vitest';
import type { ApiAnswer, ApiCall, Transport } from '@/api/transport';
import { beginStoryCalls, storyTransport } from './story-transport';

const call: ApiCall = { url: 'http://app.test/api/v2/slots', method: 'POST', headers: {} };
const answerOf = (body: string): ApiAnswer => ({ status: 200, setCookies: () => [], text: async () => body });

/** A transport whose one answer the test gives when it likes. */
function heldTransport() {
  let settle!: { answer: (answer: ApiAnswer) => void; fail: (error: unknown) => void };
  const transport: Transport = () =>
    new Promise((answer, fail) => {
      settle = { answer, fail };
    });
  return { transport, settle: () => settle };
}

/** Whether `promise` has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('storyTransport', () => {
  it('hands over the answers and failures of the running story', async () => {
    beginStoryCalls();
    const held = heldTransport();
    const transport = storyTransport(held.transport);
    const answered = transport(call);
    held.settle().answer(answerOf('{"id":1}'));
    await expect((await answered).text()).resolves.toBe('{"id":1}');

    const failed = transport(call);
    held.settle().fail(new TypeError('Failed to fetch'));
    await expect(failed).rejects.toThrow('Failed to fetch');
  });

  it('never hands a later story the answer or the failure of a call made in an ended one', async () => {
    beginStoryCalls();
    const held = heldTransport();
    const transport = storyTransport(held.transport);

    const answered = transport(call);
    const answer = held.settle().answer;
    const failed = transport(call);
    const fail = held.settle().fail;
    beginStoryCalls();
    answer(answerOf('late'));
    fail(new TypeError('Failed to fetch'));
    expect(await settled(answered)).toBe(false);
    expect(await settled(failed)).toBe(false);

    // A call of the new story is answered as usual.
    const now = transport(call);
    held.settle().answer(answerOf('now'));
    await expect((await now).text()).resolves.toBe('now');
  });

  it('drops a body still arriving when its story ends', async () => {
    beginStoryCalls();
    let sendBody!: (body: string) => void;
    const transport = storyTransport(async () => ({
      status: 200,
      setCookies: () => [],
      text: () =>
        new Promise<string>((resolve) => {
          sendBody = resolve;
        }),
    }));
    const answer = await transport(call);
    const body = answer.text();
    beginStoryCalls();
    sendBody('late');
    expect(await settled(body)).toBe(false);
  });
});

describe('neverAnswer', () => {
  it('holds a request for as long as its story runs, then ends it with a network error', async () => {
    releaseUnansweredRequests();
    const held = neverAnswer();
    expect(unansweredRequests()).toBe(1);
    expect(await settled(held)).toBe(false);

    releaseUnansweredRequests();
    expect(unansweredRequests()).toBe(0);
    const response = await held;
    expect(response.type).toBe('error');

    // The next story's requests are held again.
    const next = neverAnswer();
    expect(await settled(next)).toBe(false);
    releaseUnansweredRequests();
    await next;
  });
});
