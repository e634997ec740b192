// Bundles the production server (server/) and the mock API (mocks/server/) so plain Node can run
// them: they are TypeScript with path aliases, and the server renders pages with the app's own
// components (src/entry-server.tsx). The app's packages are bundled, so that the server runs the very modules
// the browser does, resolved by the same config (vite.config.ts), with one copy of React for all of
// them; the server's own framework and sanitiser are loaded from node_modules.
import { build, loadConfigFromFile, mergeConfig } from 'vite';

/** vite-plugin-compression2's name: it writes a .br and a .gz beside every file it is given. */
const COMPRESSION_PLUGIN = 'vite-plugin-compression';

/** Builds one Node bundle: `input` (name → module) into `outDir`, its packages in `external` left to node_modules. */
async function buildNodeBundle({ input, outDir, external }) {
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
        external,
      },
      // React's production builds, whatever NODE_ENV the server is started with: its packages pick
      // their build at run time from NODE_ENV, which `npm start` does not set, and the development
      // builds render a page several times slower.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        ssr: true,
        outDir,
        emptyOutDir: true,
        // public/ is served from dist/; the server needs no copy of it.
        copyPublicDir: false,
        sourcemap: false,
        // Server files holding the whole app, by design: the browser's chunk sizes are checked in
        // the client build (scripts/bundle-size.mjs).
        chunkSizeWarningLimit: 8192,
        rolldownOptions: {
          input,
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

/** Packages the server loads from node_modules rather than from its bundle. */
const SERVER_PACKAGES = [
  'fastify',
  '@fastify/compress',
  '@fastify/http-proxy',
  '@fastify/static',
  'close-with-grace',
  'sanitize-html',
  'pino',
  'prom-client',
  'undici',
];

/**
 * The production server: `main.mjs` is the process `npm start` runs, `server.mjs` the module that
 * makes a server (for tests). Neither holds any of the mock's code.
 */
export const buildServerBundle = () =>
  buildNodeBundle({
    input: { main: 'server/main.ts', server: 'server/index.ts' },
    outDir: 'dist-server',
    external: SERVER_PACKAGES,
  });

/** The mock API server (`npm run mock-api`): `mock-api.mjs` runs it, `mock-api-server.mjs` makes one. */
export const buildMockApiBundle = () =>
  buildNodeBundle({
    input: { 'mock-api': 'mocks/server/main.ts', 'mock-api-server': 'mocks/server/mock-api-server.ts' },
    outDir: 'dist-mock-api',
    external: [],
  });
