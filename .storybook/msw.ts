import { createHandlerGroups } from '@mocks/handlers';
import { getMockDb, resetMockDb } from '@mocks/runtime';
import { getScenario, isScenarioName } from '@mocks/scenarios';
import type { Loader } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** The default handler groups; a story overrides one through `parameters.msw.handlers.<group>`. */
export const defaultHandlerGroups = createHandlerGroups(getMockDb);

const startWorker = async () => {
  // No initial handlers: the groups come from parameters, so a story can set one to null.
  const worker = setupWorker();
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  return worker;
};

const loadMsw = mswLoader(startWorker);

/**
 * Per story: a fresh seeded database with the story's scenario applied, then
 * the addon's loader (which resets the worker and applies the story's groups),
 * then the scenario's handlers in front of everything.
 */
export const mockApiLoader: Loader = async (context) => {
  const name = context.parameters.scenario ?? context.globals.scenario;
  const scenario = getScenario(isScenarioName(name) ? name : 'default');
  const db = resetMockDb({ seed: context.parameters.seed });
  scenario.seed?.(db);
  context.parameters.mockDb?.(db);
  await loadMsw(context);
  const worker = (context as unknown as { msw: { use: (...h: unknown[]) => void } }).msw;
  if (scenario.handlers) worker.use(...scenario.handlers);
  return {};
};
