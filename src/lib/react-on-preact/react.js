// What `react` resolves to in the Preact trial (vite.config.ts, UI_RUNTIME=preact). Plain
// JavaScript: preact/compat's types cannot be re-exported with `export *`.
import { useCallback, useState } from 'preact/compat';
import './scheduler.js';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19's useOptimistic, which React Router's RouterProvider imports, without transitions: the
 * optimistic value lasts until the value it was made from changes.
 * @template S, A
 * @param {S} passthrough
 * @param {(state: S, action: A) => S} [reducer]
 * @returns {[S, (action: A) => void]}
 */
export function useOptimistic(passthrough, reducer) {
  const [optimistic, setOptimistic] = useState(null);
  const value = optimistic !== null && optimistic.base === passthrough ? optimistic.value : passthrough;
  const add = useCallback(
    (action) =>
      setOptimistic((current) => {
        const state = current !== null && current.base === passthrough ? current.value : passthrough;
        return { base: passthrough, value: reducer ? reducer(state, action) : action };
      }),
    [passthrough, reducer],
  );
  return [value, add];
}
