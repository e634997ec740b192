import { options } from 'preact';

/**
 * Preact renders the state changes it queued in a microtask, and tells the scheduler only when its
 * queue goes from empty to not empty, so preact/compat's `flushSync` misses a render queued before
 * it. Holding that one callback lets `flushSync` render the whole queue at once, as React's does:
 * Ark UI's machines rely on it (they focus or measure what the new state rendered right after).
 * @type {(() => void) | null}
 */
let pending = null;

options.debounceRendering = (render) => {
  pending = render;
  queueMicrotask(flushPendingRenders);
};

function flushPendingRenders() {
  const render = pending;
  pending = null;
  render?.();
}

/**
 * @template R
 * @param {() => R} callback
 * @returns {R}
 */
export function flushSync(callback) {
  const result = callback();
  flushPendingRenders();
  return result;
}
