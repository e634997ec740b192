import type { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { ApiError } from './errors';
import { createQueryClient, GC_TIME_MS } from './query-client';
import { MAX_RETRIES, retryDelay, retryDelayBounds, shouldRetry } from './retry';

const httpError = (status: number) => new ApiError('HTTP_ERROR', `status ${status}`, { status });

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404])('never retries %i', (status) => {
    expect(shouldRetry(0, httpError(status))).toBe(false);
  });

  it('never retries a response in the wrong shape', () => {
    expect(shouldRetry(0, new ApiError('PARSING_ERROR', 'shape'))).toBe(false);
  });

  it.each([
    ['a 500', httpError(500)],
    ['a 502', httpError(502)],
    ['a 429', httpError(429)],
    ['a network failure', new ApiError('FETCH_ERROR', 'offline')],
    ['a timeout', new ApiError('TIMEOUT_ERROR', 'slow')],
  ])('retries %s up to 5 times', (_, error) => {
    const attempts = [0, 1, 2, 3, 4, 5, 6].map((count) => shouldRetry(count, error));
    expect(attempts).toEqual([true, true, true, true, true, false, false]);
    expect(MAX_RETRIES).toBe(5);
  });
});

describe('retryDelay (RTK Query defaultBackoff)', () => {
  it('stays within ((2^attempt) × 300 ms) × [0.4, 1.4], the exponent capped at 5', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, r) => {
          const delay = retryDelay(attempt, () => r);
          const base = 300 * 2 ** Math.min(attempt, 5);
          expect(delay).toBeGreaterThanOrEqual(Math.trunc(0.4 * base));
          // Floating point can round random()+0.4 up to exactly 1.4, so the top is inclusive.
          expect(delay).toBeLessThanOrEqual(Math.trunc(1.4 * base));
          const bounds = retryDelayBounds(attempt);
          expect(delay).toBeGreaterThanOrEqual(bounds.min);
          expect(delay).toBeLessThanOrEqual(bounds.max);
        },
      ),
    );
  });

  it('grows per attempt until the cap', () => {
    const mid = () => 0.5;
    const delays = [1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelay(attempt, mid));
    expect(delays).toEqual([540, 1080, 2160, 4320, 8640, 8640, 8640]);
  });
});

describe('the query client policy', () => {
  let calls = 0;
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    calls = 0;
  });
  afterAll(() => server.close());
  const respond = (status: number) =>
    server.use(
      http.all('*/api/v2/thing', () => {
        calls += 1;
        return HttpResponse.json({ message: 'x' }, { status });
      }),
    );

  /** The production client, with the backoff shortened so the test does not wait a minute. */
  const fastClient = (handlers: Parameters<typeof createQueryClient>[0] = {}): QueryClient => {
    const client = createQueryClient(handlers);
    client.setDefaultOptions({
      ...client.getDefaultOptions(),
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });
    return client;
  };

  it('keeps unused data 60 s', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(60_000);
    expect(GC_TIME_MS).toBe(60_000);
  });

  it('tries a failing query 1 + 5 times', async () => {
    respond(500);
    await expect(
      fastClient().fetchQuery({ queryKey: ['t'], queryFn: () => request('thing') }),
    ).rejects.toThrow();
    expect(calls).toBe(6);
  });

  it.each([400, 403, 404])('tries a %i once', async (status) => {
    respond(status);
    await expect(
      fastClient().fetchQuery({ queryKey: ['t'], queryFn: () => request('thing') }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it('sends a 401 to the login handler and a 403 to the denied handler, once each', async () => {
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    const client = fastClient({ onUnauthorized, onForbidden });
    respond(401);
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: () => request('thing') })).rejects.toThrow();
    expect(calls).toBe(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    server.resetHandlers();
    respond(403);
    await expect(client.fetchQuery({ queryKey: ['b'], queryFn: () => request('thing') })).rejects.toThrow();
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('never retries a mutation (a retried checkout could charge twice)', async () => {
    respond(500);
    const client = fastClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => request('thing', { method: 'POST' }),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it('turns retries off for stories and tests', async () => {
    respond(500);
    const client = createQueryClient({ retry: false });
    await expect(client.fetchQuery({ queryKey: ['t'], queryFn: () => request('thing') })).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
