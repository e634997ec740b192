// `npm start`: builds the app (scripts/build.mjs, a process of its own), then serves it on PORT
// (4173) with the production server (server/main.ts). With API_URL set, that is the backend;
// without it, the mock API starts beside the server as a process of its own (mocks/server/main.ts:
// MOCK_SCENARIO, MOCK_ROLE, MOCK_SEED, MOCK_API_PORT) and the server is pointed at it exactly as
// at a real backend.
//
// SKIP_BUILD=1 serves whatever the build folders hold (for instance what the e2e set-up built).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SERVER = 'dist-server/main.mjs';
const MOCK_API = 'dist-mock-api/mock-api.mjs';

if (process.env.SKIP_BUILD !== '1') {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else if (!existsSync(SERVER) || (!process.env.API_URL && !existsSync(MOCK_API))) {
  console.error(`SKIP_BUILD=1, but there is no build to serve (${SERVER}); run \`npm start\` without it.`);
  process.exit(1);
}

if (!process.env.API_URL) {
  const mock = spawn(process.execPath, [MOCK_API], {
    env: { ...process.env, MOCK_API_PORT: process.env.MOCK_API_PORT ?? '0' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = await new Promise((resolve) => {
    mock.once('message', (message) => resolve(message.origin));
    mock.once('exit', () => resolve(undefined));
  });
  if (!origin) {
    // Its own error is above (a taken MOCK_API_PORT, say); the server would have no backend.
    console.error(
      `The mock API stopped before it listened (exit ${mock.exitCode}): not starting the server.`,
    );
    process.exit(1);
  }
  process.env.API_URL = origin;
  mock.disconnect();
  // The mock goes with the server; a mock that stops on its own leaves the server without a backend.
  process.once('exit', () => mock.kill());
  mock.once('exit', (code, signal) => {
    console.error(`The mock API stopped (${signal ?? code}): stopping the server`);
    process.kill(process.pid, 'SIGTERM');
  });
}

await import(new URL(`../${SERVER}`, import.meta.url).href);
