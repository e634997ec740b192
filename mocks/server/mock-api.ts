import { getResponse, type RequestHandler } from 'msw';
import { createHandlers } from '../handlers';
import { getMockDb, resetMockDb } from '../runtime';
import { getScenario, isScenarioName, type ScenarioName } from '../scenarios';

export interface MockApiOptions {
  scenario?: string;
  seed?: number;
}

/**
 * The mock backend as a plain function from Request to Response, for Node
 * hosts (`npm start`, `npm run dev`). Same handlers as Storybook and the unit tests.
 */
export function createMockApi({ scenario, seed }: MockApiOptions = {}) {
  const name: ScenarioName = isScenarioName(scenario) ? scenario : 'default';
  const chosen = getScenario(name);
  const db = resetMockDb({ seed });
  chosen.seed?.(db);
  const handlers: RequestHandler[] = [...(chosen.handlers ?? []), ...createHandlers(getMockDb)];
  return {
    scenario: name,
    async handle(request: Request): Promise<Response> {
      const response = await getResponse(handlers, request);
      return (
        response ??
        Response.json(
          { message: `No mock for ${request.method} ${new URL(request.url).pathname}` },
          { status: 404 },
        )
      );
    },
  };
}
