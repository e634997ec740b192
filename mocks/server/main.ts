// `npm run mock-api`: the mock API on MOCK_API_PORT (4174 by default) of MOCK_API_HOST (loopback),
// in the scenario MOCK_SCENARIO, signed in as MOCK_ROLE, seeded with MOCK_SEED. Stops on SIGTERM or
// SIGINT once the responses under way are sent.
import { DEFAULT_SEED } from '@fixtures/faker';
import { listenMockApi } from './mock-api-server';
import { MockApiSettingError, mockApiSettings } from './settings';

const settings = (() => {
  try {
    return mockApiSettings(process.env);
  } catch (error) {
    if (!(error instanceof MockApiSettingError)) throw error;
    console.error(`The mock API cannot start: ${error.message}`);
    process.exit(2);
  }
})();
const port = Number(process.env.MOCK_API_PORT ?? 4174);
const mock = await listenMockApi({
  port,
  host: process.env.MOCK_API_HOST || '127.0.0.1',
  ...settings,
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `The mock API cannot listen: port ${port} is taken (MOCK_API_PORT picks another).`
      : `The mock API cannot listen: ${error.message}`,
  );
  process.exit(1);
});
console.log(
  `Mock API on ${mock.origin} (scenario: ${mock.scenario}, signed in: ${mock.role}, seed: ${settings.seed ?? DEFAULT_SEED})`,
);
// `npm start` waits for this to point the server at it (scripts/start.mjs).
process.send?.({ origin: mock.origin });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    void mock.close().then(() => process.exit(0));
  });
