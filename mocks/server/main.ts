// `npm run mock-api`: the mock API on MOCK_API_PORT (4174 by default) of MOCK_API_HOST (loopback),
// in the scenario MOCK_SCENARIO, signed in as MOCK_ROLE, seeded with MOCK_SEED. Stops on SIGTERM or
// SIGINT once the responses under way are sent.
import { listenMockApi } from './mock-api-server';

const port = Number(process.env.MOCK_API_PORT ?? 4174);
const mock = await listenMockApi({
  port,
  host: process.env.MOCK_API_HOST || '127.0.0.1',
  scenario: process.env.MOCK_SCENARIO || undefined,
  seed: Number(process.env.MOCK_SEED) || undefined,
  role: process.env.MOCK_ROLE || undefined,
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `The mock API cannot listen: port ${port} is taken (MOCK_API_PORT picks another).`
      : `The mock API cannot listen: ${error.message}`,
  );
  process.exit(1);
});
console.log(`Mock API on ${mock.origin} (scenario: ${mock.scenario})`);
// `npm start` waits for this to point the server at it (scripts/start.mjs).
process.send?.({ origin: mock.origin });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    void mock.close().then(() => process.exit(0));
  });
