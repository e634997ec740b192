import type { Role } from '@fixtures/users';
import { type CreateDbOptions, createDb, type MockDb } from './db';
import { getScenario, isScenarioName, type Scenario, type ScenarioName } from './scenarios';

/**
 * The database the handlers of this process read. Each story, test or server
 * start resets it, so state never leaks from one to the next.
 */
let current: MockDb = createDb();

export const getMockDb = (): MockDb => current;

export function resetMockDb(options?: CreateDbOptions): MockDb {
  current = createDb(options);
  return current;
}

export interface StartScenarioOptions {
  seed?: number;
  /** Wins over the scenario's own role (a story's `parameters.role`). */
  role?: Role;
  /** Used when neither the caller nor the scenario names a role (the toolbar, MOCK_ROLE). */
  defaultRole?: Role;
}

/** Resets the database for a scenario, the same way in Storybook, Node tests and `npm start`. */
export function startScenario(
  name: string | undefined,
  { seed, role, defaultRole }: StartScenarioOptions = {},
): { name: ScenarioName; scenario: Scenario; db: MockDb } {
  const chosen: ScenarioName = isScenarioName(name) ? name : 'default';
  const scenario = getScenario(chosen);
  const db = resetMockDb({
    seed,
    ...scenario.db,
    role: role ?? scenario.db?.role ?? defaultRole ?? 'learner',
  });
  scenario.seed?.(db);
  return { name: chosen, scenario, db };
}
