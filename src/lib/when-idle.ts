/**
 * Runs `callback` once the browser has an idle moment (`requestIdleCallback`, or the next task
 * where there is none, as in Safari); returns what cancels it.
 */
export function whenIdle(callback: () => void, { timeout = 2000 }: { timeout?: number } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 0);
  return () => window.clearTimeout(id);
}
