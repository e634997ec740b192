// `npm run mock-api`: the mock API as a backend of its own, on MOCK_API_PORT (4174): builds its
// bundle (mocks/server/, a few seconds) and runs it. MOCK_SCENARIO, MOCK_ROLE and MOCK_SEED pick
// the scenario, who is signed in and the data's seed, as for `npm start`.
import { buildMockApiBundle } from './build-server.mjs';

await buildMockApiBundle();
await import(new URL('../dist-mock-api/mock-api.mjs', import.meta.url).href);
