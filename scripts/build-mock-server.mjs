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
      // One server file holding the whole app, by design: the browser's chunk sizes are checked in
      // the client build (scripts/bundle-size.mjs).
      chunkSizeWarningLimit: 8192,
      rolldownOptions: {
        output: { entryFileNames: 'mock-server.mjs' },
        // The mock's handlers import the storefront's API module that the routes load lazily in the
        // browser; on the server nothing is split, so the notice says nothing.
        onLog(level, log, handler) {
          if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
          handler(level, log);
        },
      },
    },
  });
}
