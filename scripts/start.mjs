// `npm start`: builds the production bundle and serves it on PORT (default 4173).
// With API_URL set, /api/v2 is proxied to that backend; otherwise the embedded
// mock API answers (MOCK_SCENARIO picks a scenario, e.g. emptyWallet; MOCK_SEED seeds it).
import { build } from 'vite';
import { buildMockServer } from './build-mock-server.mjs';

const port = Number(process.env.PORT || 4173);
const apiUrl = process.env.API_URL || undefined;
const scenario = process.env.MOCK_SCENARIO || undefined;
const seed = Number(process.env.MOCK_SEED) || undefined;

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the production bundle...');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  await buildMockServer();
}

const { createAppServer } = await import(new URL('../dist-server/mock-server.mjs', import.meta.url).href);
const server = createAppServer({ distDir: 'dist', apiUrl, scenario, seed });
server.listen(port, () => {
  const api = apiUrl ? `proxied to ${apiUrl}` : `embedded mock API (scenario: ${scenario ?? 'default'})`;
  console.log(`Learning platform on http://localhost:${port}  —  /api/v2: ${api}`);
});
