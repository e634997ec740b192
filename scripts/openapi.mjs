// `npm run openapi`: writes docs/api/openapi.json from the published contract (src/app/api-contract.ts).
// Loaded through Vite so the TypeScript modules and their path aliases resolve.
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'vite';

export const OPENAPI_FILE = 'docs/api/openapi.json';

const server = await createServer({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
try {
  const { publishedContract: contract } = await server.ssrLoadModule('/src/app/api-contract.ts');
  const { buildOpenApi } = await server.ssrLoadModule('/src/api/openapi.ts');
  await writeFile(OPENAPI_FILE, `${JSON.stringify(buildOpenApi(contract), null, 2)}\n`);
  // Formatted like every other file, so `biome check .` stays green.
  spawnSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'format', '--write', OPENAPI_FILE], {
    stdio: 'inherit',
  });
  console.log(`Wrote ${OPENAPI_FILE} (${contract.length} operations)`);
} finally {
  await server.close();
}
