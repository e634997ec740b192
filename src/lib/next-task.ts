/**
 * Resolves in a task of its own, after the browser has had the main thread back: a long piece of
 * start-up work split at an `await nextTask()` is two tasks, and input, paint and network callbacks
 * can run in between (docs/performance.md, "Long tasks").
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
