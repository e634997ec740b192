import { HttpResponse } from 'msw';

/**
 * Requests a story leaves unanswered on purpose, to show a loading state that
 * never ends. The story harness (src/testing/settle.ts) counts them: a page
 * has settled when every request still in flight is one of these.
 *
 * "Never" lasts until the next story begins (`releaseUnansweredRequests`): Chromium ends a service
 * worker's event after five minutes by stopping the worker, which fails that request and any other
 * then in flight, in whatever story is running by then (docs/testing.md, "Fixed flake: a notice from a story that had ended").
 */
let unanswered = 0;
/** Settles when the next story begins. */
let storyEnd = Promise.withResolvers<void>();
const listeners = new Set<() => void>();

export const unansweredRequests = () => unanswered;

/** Calls `listener` whenever another request is left unanswered; returns the unsubscribe. */
export function onUnansweredRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Before a story: ends the requests the previous one left unanswered, with a network error its
 * app never hears of (src/testing/story-transport.ts drops the answers of an ended story).
 */
export function releaseUnansweredRequests() {
  unanswered = 0;
  storyEnd.resolve();
  storyEnd = Promise.withResolvers<void>();
}

/** A handler's answer that does not come while the story runs: `http.get(url, neverAnswer)`. */
export async function neverAnswer(): Promise<Response> {
  unanswered++;
  for (const listener of listeners) listener();
  await storyEnd.promise;
  return HttpResponse.error();
}
