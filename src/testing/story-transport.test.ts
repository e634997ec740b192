import { heldRequests, neverRespond, releaseHeldRequests } from '@mocks/never-respond';
import { describe, expect, it } from 'vitest';
import type { ApiCall, ApiResponse, Transport } from '@/api/transport';
import { beginStoryCalls, storyTransport } from './story-transport';

const call: ApiCall = { url: 'http://app.test/api/v2/slots', method: 'POST', headers: {} };
const responseOf = (body: string): ApiResponse => ({
  status: 200,
  setCookies: () => [],
  text: async () => body,
});

/** A transport whose one response the test gives when it likes. */
function heldTransport() {
  let settle!: { respond: (response: ApiResponse) => void; fail: (error: unknown) => void };
  const transport: Transport = () =>
    new Promise((respond, fail) => {
      settle = { respond, fail };
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
  it('hands over the responses and failures of the running story', async () => {
    beginStoryCalls();
    const held = heldTransport();
    const transport = storyTransport(held.transport);
    const response = transport(call);
    held.settle().respond(responseOf('{"id":1}'));
    await expect((await response).text()).resolves.toBe('{"id":1}');

    const failed = transport(call);
    held.settle().fail(new TypeError('Failed to fetch'));
    await expect(failed).rejects.toThrow('Failed to fetch');
  });

  it('never hands a later story the response or the failure of a call made in an ended one', async () => {
    beginStoryCalls();
    const held = heldTransport();
    const transport = storyTransport(held.transport);

    const response = transport(call);
    const respond = held.settle().respond;
    const failed = transport(call);
    const fail = held.settle().fail;
    beginStoryCalls();
    respond(responseOf('late'));
    fail(new TypeError('Failed to fetch'));
    expect(await settled(response)).toBe(false);
    expect(await settled(failed)).toBe(false);

    // A call of the new story gets its response as usual.
    const now = transport(call);
    held.settle().respond(responseOf('now'));
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
    const response = await transport(call);
    const body = response.text();
    beginStoryCalls();
    sendBody('late');
    expect(await settled(body)).toBe(false);
  });
});

describe('neverRespond', () => {
  it('holds a request for as long as its story runs, then ends it with a network error', async () => {
    releaseHeldRequests();
    const held = neverRespond();
    expect(heldRequests()).toBe(1);
    expect(await settled(held)).toBe(false);

    releaseHeldRequests();
    expect(heldRequests()).toBe(0);
    const response = await held;
    expect(response.type).toBe('error');

    // The next story's requests are held again.
    const next = neverRespond();
    expect(await settled(next)).toBe(false);
    releaseHeldRequests();
    await next;
  });
});
