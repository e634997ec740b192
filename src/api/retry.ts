import { isApiError } from './errors';

/** docs/product.md §9: at most 5 retries. */
export const MAX_RETRIES = 5;
/** Statuses that never succeed on a second try (docs/product.md §8). */
const NOT_RETRIED = new Set([400, 401, 403, 404]);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error)) {
    if (error.kind === 'PARSING_ERROR') return false;
    if (error.status !== undefined && NOT_RETRIED.has(error.status)) return false;
  }
  return true;
}

/**
 * RTK Query's defaultBackoff: a random delay of up to
 * ((2^attempt) * 300ms) × random(0.4…1.4), the exponent capped at 5.
 * `attempt` is 1 for the first retry.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(attempt, 5);
  return Math.trunc(((random() + 0.4) * (300 << exponent)) / 1);
}

/** Bounds of retryDelay for a given attempt, for tests and documentation. */
export function retryDelayBounds(attempt: number): { min: number; max: number } {
  const base = 300 << Math.min(attempt, 5);
  return { min: Math.trunc(0.4 * base), max: Math.trunc(1.4 * base) };
}
