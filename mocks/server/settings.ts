import { isRole, ROLES } from '@fixtures/users';
import { isScenarioName, scenarioNames } from '../scenarios';
import type { MockApiOptions } from './mock-api';

/** A setting the mock API cannot take: its name, its value and what it takes instead. */
export class MockApiSettingError extends Error {}

/**
 * MOCK_SCENARIO, MOCK_ROLE and MOCK_SEED as the mock API takes them (`npm run mock-api`, `npm start`,
 * `npm run dev`). Unset or empty is the default; a value it does not know stops it with what it
 * takes, rather than serving another scenario or another user than the one asked for.
 */
export function mockApiSettings(env: Record<string, string | undefined>): MockApiOptions {
  const scenario = env.MOCK_SCENARIO || undefined;
  if (scenario !== undefined && !isScenarioName(scenario))
    throw new MockApiSettingError(`MOCK_SCENARIO must be one of ${scenarioNames.join(', ')}: ${scenario}`);
  const role = env.MOCK_ROLE || undefined;
  if (role !== undefined && !isRole(role))
    throw new MockApiSettingError(`MOCK_ROLE must be one of ${ROLES.join(', ')}: ${role}`);
  const seedText = env.MOCK_SEED || undefined;
  const seed = seedText === undefined ? undefined : Number(seedText);
  if (seed !== undefined && !(/^\d+$/.test(seedText ?? '') && Number.isSafeInteger(seed)))
    throw new MockApiSettingError(`MOCK_SEED must be a whole number: ${seedText}`);
  return { scenario, role, seed };
}
