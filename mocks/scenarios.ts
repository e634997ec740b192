import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import type { MockDb } from './db';

/**
 * Named situations of the whole mock backend, selectable per story (the
 * Scenario toolbar or `parameters.scenario`), per test and for `npm start`
 * (MOCK_SCENARIO=...).
 */
export interface Scenario {
  label: string;
  /** Changes the seeded data. */
  seed?: (db: MockDb) => void;
  /** Handlers placed before the regular ones (errors, delays). */
  handlers?: RequestHandler[];
}

const everyApiCall = '*/api/v2/*';
const failWith = (status: number) => [
  http.all(everyApiCall, () => HttpResponse.json({ message: `Mock scenario: ${status}` }, { status })),
];

export const scenarios = {
  default: { label: 'Default data' },
  emptyWallet: {
    label: 'Empty wallet',
    seed: (db) => {
      db.wallet.points = 0;
    },
  },
  unauthorized: { label: '401 everywhere', handlers: failWith(401) },
  forbidden: { label: '403 everywhere', handlers: failWith(403) },
  notFound: { label: '404 everywhere', handlers: failWith(404) },
  serverError: { label: '500 everywhere', handlers: failWith(500) },
  slow: {
    label: 'Slow (2 s per call)',
    handlers: [
      http.all(everyApiCall, async () => {
        await delay(2000);
        // Falls through to the regular handlers.
      }),
    ],
  },
  neverResolving: {
    label: 'Never resolving',
    handlers: [
      http.all(everyApiCall, async () => {
        await delay('infinite');
      }),
    ],
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

export const isScenarioName = (value: unknown): value is ScenarioName =>
  typeof value === 'string' && value in scenarios;

export function getScenario(name: ScenarioName | undefined): Scenario {
  return scenarios[name ?? 'default'];
}
