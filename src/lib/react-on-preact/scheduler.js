import { options } from 'preact';

/**
 * React's `flushSync` renders every queued update before it returns; Ark UI's machines rely on it
 * (they focus or measure what the new state rendered right after). Preact renders its queue in a
 * microtask, and preact/compat's `flushSync` cannot reach that queue. Preact hands the function
 * that renders its queue to `options.debounceRendering` whenever it schedules one, and it is the
 * same function every time: kept once, it renders the whole queue whenever it is called (an empty
 * queue costs nothing).
 *
 * It is kept on `options` rather than in this module: the dev server may bundle a second copy of
 * this module into its dependency bundle, and preact/test-utils' `act` puts its own
 * `debounceRendering` in place for a while. Both share Preact's one `options` object.
 */
const RENDER_QUEUE = '__renderQueue';

options.debounceRendering = (renderQueue) => {
  options[RENDER_QUEUE] = renderQueue;
  queueMicrotask(renderQueue);
};

/**
 * Effects run once the render that queued them is done, before the browser paints, as React runs
 * those of a render a click or a key caused. Preact waits for the next frame by default, and Ark
 * UI's machines look for what an effect rendered one frame after an event (a dialog's content to
 * trap focus in, a tooltip's content to position): by then it was not there yet.
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

/**
 * @template R
 * @param {() => R} callback
 * @returns {R}
 */
export function flushSync(callback) {
  const result = callback();
  const renderQueue = options[RENDER_QUEUE] ?? options.__test__drainQueue;
  renderQueue?.();
  return result;
}
