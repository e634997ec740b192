// Bundles the Node host (mocks/server) so plain Node can run it: the handlers are TypeScript with
// path aliases, and the host draws pages with the app's own components (src/entry-server.tsx).
// Everything is bundled, packages included: the components' packages must meet the same `react`
// the app's code does, which the build resolves to Preact (vite.config.ts).
import { build } from 'vite';

export async function buildMockServer() {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    ssr: { noExternal: true, external: ['compression', 'sirv', 'jsdom'] },
    // Pages are drawn on the server with Preact's string renderer (mocks/server/index.ts).
    define: { 'import.meta.env.SERVER_DRAWS_PAGES': JSON.stringify(process.env.UI_RUNTIME !== 'react') },
    build: {
      ssr: 'mocks/server/index.ts',
      outDir: 'dist-server',
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: 'mock-server.mjs' } },
    },
  });
}
