import { delay } from 'msw';

/**
 * Requests a story leaves unanswered on purpose, to show a loading state that
 * never ends. The story harness (src/testing/settle.ts) counts them: a page
 * has settled when every request still in flight is one of these.
 */
let unanswered = 0;
const listeners = new Set<() => void>();

export const unansweredRequests = () => unanswered;

/** Calls `listener` whenever another request is left unanswered; returns the unsubscribe. */
export function onUnansweredRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function resetUnansweredRequests() {
  unanswered = 0;
}

/** A handler's answer that never comes: `http.get(url, neverAnswer)`. */
export async function neverAnswer(): Promise<never> {
  unanswered++;
  for (const listener of listeners) listener();
  await delay('infinite');
  throw new Error('unreachable');
}
