import { delay, getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import type { MockDb } from './db';
import { createHandlers } from './handlers';

/**
 * The `chaos` scenario: an unreliable network and backend in front of the
 * regular mock. Each /api/v2 call may respond with a 5xx, respond late, or lose its
 * connection — before the backend did anything, or after it did (the points
 * were taken, then the response never came back). That last case is what the
 * checkout's Idempotency-Key exists for (src/api/incentives.ts).
 *
 * Reproducible: the fate of a call depends only on the seed (the database's,
 * `startScenario(name, { seed })`), the call (`METHOD /path?query`) and how
 * many times that same call came before. So calls racing each other do not
 * shuffle the outcomes, and the same seed replays the same failures.
 */

/** A call carrying `X-Mock-Chaos: off` is left alone: tests read the true state through it. */
export const CHAOS_HEADER = 'X-Mock-Chaos';

export type ChaosFate =
  | { kind: 'ok' }
  | { kind: 'slow'; ms: number }
  /** A 5xx before the backend did anything. */
  | { kind: 'error'; status: number }
  /** The connection drops before the backend did anything. */
  | { kind: 'drop' }
  /** The backend did the work, then a 5xx came back instead of its response. */
  | { kind: 'errorAfter'; status: number }
  /** The backend did the work, then the connection dropped: the response is lost. */
  | { kind: 'dropAfter' };

/** Share of calls per fate; the rest respond normally. Low enough that retried reads get through. */
const ODDS: [ChaosFate['kind'], number][] = [
  ['error', 0.08],
  ['drop', 0.05],
  ['errorAfter', 0.04],
  ['dropAfter', 0.05],
  ['slow', 0.15],
];
const ERROR_STATUSES = [500, 502, 503];
/** A slow call responds after 300 ms up to this. */
export const CHAOS_SLOWEST_MS = 2_000;

/** FNV-1a: a string to 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What happens to the `occurrence`-th (1-based) `call` under `seed`. */
export function chaosFate(seed: number, call: string, occurrence: number): ChaosFate {
  const random = seededRandom(hash(`${seed} ${call} #${occurrence}`));
  let roll = random();
  for (const [kind, share] of ODDS) {
    if (roll >= share) {
      roll -= share;
      continue;
    }
    if (kind === 'slow') return { kind, ms: 300 + Math.floor(random() * (CHAOS_SLOWEST_MS - 300)) };
    if (kind === 'error' || kind === 'errorAfter') {
      return { kind, status: ERROR_STATUSES[Math.floor(random() * ERROR_STATUSES.length)] ?? 500 };
    }
    return { kind };
  }
  return { kind: 'ok' };
}

interface ChaosRun {
  seed: number;
  seen: Map<string, number>;
  /** The regular handlers, to do the work before a failure that comes after it. */
  handlers: RequestHandler[];
}

let run: ChaosRun | undefined;

/** Called when the scenario starts (mocks/runtime.ts): fresh counts for a fresh database. */
export function startChaos(db: MockDb) {
  run = { seed: db.seed, seen: new Map(), handlers: createHandlers(() => db) };
}

const failure = (status: number) =>
  HttpResponse.json({ message: `Mock scenario chaos: ${status}` }, { status });

export const chaosHandlers: RequestHandler[] = [
  http.all('*/api/v2/*', async ({ request }) => {
    if (!run || request.headers.get(CHAOS_HEADER)?.toLowerCase() === 'off') return undefined;
    const url = new URL(request.url);
    const call = `${request.method} ${url.pathname}${url.search}`;
    const occurrence = (run.seen.get(call) ?? 0) + 1;
    run.seen.set(call, occurrence);
    const fate = chaosFate(run.seed, call, occurrence);
    switch (fate.kind) {
      case 'ok':
        return undefined;
      case 'slow':
        await delay(fate.ms);
        return undefined; // falls through to the regular handlers
      case 'error':
        return failure(fate.status);
      case 'drop':
        return HttpResponse.error();
      case 'errorAfter':
        await getResponse(run.handlers, request.clone());
        return failure(fate.status);
      case 'dropAfter':
        await getResponse(run.handlers, request.clone());
        return HttpResponse.error();
    }
  }),
];
