import { useDeferredValue } from 'react';

/**
 * A query's answer drawn in a render React can interrupt: when a large answer arrives (a
 * storefront's sections, a list of cards), the update the query triggers commits at once and the
 * drawing of the answer follows in slices, instead of one long task on a phone's main thread
 * (docs/performance.md, "Long tasks"). `drawing` is true while an answer is in but not yet drawn:
 * show the placeholders meanwhile. A newer answer replaces an older one the same way, the older
 * staying on screen until then.
 */
export function useDeferredAnswer<T>(query: { data: T | undefined; isSuccess: boolean }): {
  answer: T | undefined;
  drawing: boolean;
} {
  const answer = useDeferredValue(query.data);
  return { answer, drawing: query.isSuccess && answer === undefined };
}
