// Bundles the Node mock host (mocks/server) so plain Node can run it: the
// handlers are TypeScript with path aliases.
import { build } from 'vite';

export async function buildMockServer() {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: {
      ssr: 'mocks/server/index.ts',
      outDir: 'dist-server',
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: 'mock-server.mjs' } },
    },
  });
}
