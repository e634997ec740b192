import { useDeferredValue } from 'react';

/**
 * A query's data rendered in a render React can interrupt: when a large response arrives (a
 * storefront's sections, a list of cards), the update the query triggers commits at once and the
 * rendering of the data follows in slices, instead of one long task on a phone's main thread
 * (docs/performance.md, "Long tasks"). `rendering` is true while the data is in but not yet rendered:
 * show the placeholders meanwhile. Newer data replaces older data the same way, the older
 * staying on screen until then.
 */
export function useDeferredQueryData<T>(query: { data: T | undefined; isSuccess: boolean }): {
  data: T | undefined;
  rendering: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, rendering: query.isSuccess && data === undefined };
}
