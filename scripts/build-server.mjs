// Bundles the production server (server/) so plain Node can run it: it and the mock's handlers are
// TypeScript with path aliases, and it draws pages with the app's own components
// (src/entry-server.tsx). The app's packages are bundled, so that the server runs the very modules
// the browser does, resolved by the same config (vite.config.ts), with one copy of React for all of
// them; the server's own framework and jsdom are loaded from node_modules.
import { build, loadConfigFromFile, mergeConfig } from 'vite';

/** vite-plugin-compression2's name: it writes a .br and a .gz beside every file it is given. */
const COMPRESSION_PLUGIN = 'vite-plugin-compression';

export async function buildServerBundle() {
  // The app's config without its compression: the server's own bundle is never sent to a browser,
  // and compressing its 5 MB at brotli's highest quality took longer than the rest of this build.
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    'vite.config.ts',
    undefined,
    'warn',
  );
  if (!loaded) throw new Error('vite.config.ts not found');
  const plugins = (loaded.config.plugins ?? [])
    .flat(Number.POSITIVE_INFINITY)
    .filter(
      (plugin) =>
        !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === COMPRESSION_PLUGIN),
    );
  const config = mergeConfig(
    { ...loaded.config, plugins },
    {
      logLevel: 'warn',
      ssr: {
        noExternal: true,
        external: [
          'fastify',
          '@fastify/compress',
          '@fastify/http-proxy',
          '@fastify/static',
          'jsdom',
          'piscina',
          'undici',
        ],
      },
      // React's production builds, whatever NODE_ENV the server is started with: its packages pick
      // their build at run time from NODE_ENV, which `npm start` does not set, and the development
      // builds draw a page several times slower.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        // The server, and the module its drawing threads run (server/drawing-pool.ts).
        ssr: true,
        outDir: 'dist-server',
        emptyOutDir: true,
        // public/ is served from dist/; the server needs no copy of it.
        copyPublicDir: false,
        sourcemap: false,
        // Server files holding the whole app, by design: the browser's chunk sizes are checked in
        // the client build (scripts/bundle-size.mjs).
        chunkSizeWarningLimit: 8192,
        rolldownOptions: {
          input: { server: 'server/index.ts', 'draw-worker': 'server/draw-worker.ts' },
          output: { entryFileNames: '[name].mjs' },
          // The mock's handlers import the storefront's API module that the routes load lazily in the
          // browser; on the server nothing is split, so the notice says nothing.
          onLog(level, log, handler) {
            if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
            handler(level, log);
          },
        },
      },
    },
  );
  // The JSX transform also follows NODE_ENV: the tests run with `test`, which would mean React's
  // development JSX.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...config, configFile: false });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
