import { HttpResponse } from 'msw';

/**
 * Requests a story leaves without a response on purpose, to show a loading state that
 * never ends. The story harness (src/testing/settle.ts) counts them: a page
 * has settled when every request still in flight is one of these.
 *
 * "Never" lasts until the next story begins (`releaseHeldRequests`): Chromium ends a service
 * worker's event after five minutes by stopping the worker, which fails that request and any other
 * then in flight, in whatever story is running by then (docs/testing.md, "Overlays, spinners and
 * requests that outlive a story").
 */
let held = 0;
/** Settles when the next story begins. */
let storyEnd = Promise.withResolvers<void>();
const listeners = new Set<() => void>();

export const heldRequests = () => held;

/** Calls `listener` whenever another request is held without a response; returns the unsubscribe. */
export function onHeldRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Before a story: ends the requests the previous one held without a response, with a network error
 * its app never hears of (src/testing/story-transport.ts drops the responses of an ended story).
 */
export function releaseHeldRequests() {
  held = 0;
  storyEnd.resolve();
  storyEnd = Promise.withResolvers<void>();
}

/** Settles when the next story begins: how long a held request may wait at most. */
export const untilStoryEnds = (): Promise<void> => storyEnd.promise;

/** A handler's response that does not come while the story runs: `http.get(url, neverRespond)`. */
export async function neverRespond(): Promise<Response> {
  held++;
  for (const listener of listeners) listener();
  await storyEnd.promise;
  return HttpResponse.error();
}
