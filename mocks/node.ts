import type { Role } from '@fixtures/users';
import { setupServer } from 'msw/node';
import { clearCookieJar } from '@/api/cookies';
import { createHandlers } from './handlers';
import { getMockDb, startScenario } from './runtime';
import type { ScenarioName } from './scenarios';

/**
 * The mock backend for unit tests in Node: the same handlers as Storybook and
 * `npm start`. Call `useScenario` per test to pick a scenario and role; each
 * call starts from a fresh seeded database and an empty cookie jar.
 */
export function createMockServer() {
  const server = setupServer(...createHandlers(getMockDb));
  return {
    server,
    useScenario(name: ScenarioName = 'default', options: { role?: Role; seed?: number } = {}) {
      server.resetHandlers();
      clearCookieJar();
      const started = startScenario(name, { seed: options.seed, role: options.role });
      if (started.scenario.handlers) server.use(...started.scenario.handlers);
      return started.db;
    },
  };
}
