// `npm start`: builds the production bundle and serves it on PORT (default 4173).
// With API_URL set, /api/v2 is proxied to that backend; otherwise the embedded
// mock API answers (MOCK_SCENARIO picks a scenario, e.g. emptyWallet; MOCK_SEED seeds it).
//
// The last build is served again when nothing it reads has changed (scripts/build-fingerprint.mjs);
// `npm start -- --rebuild` builds anew all the same. SKIP_BUILD=1 serves whatever dist/ and
// dist-server/ hold without looking (for instance what the e2e set-up built).
//
// package.json's `start` runs it with `--max-semi-space-size=16`: V8 sizes the main thread's young
// generation from the machine's memory (up to 64 MB a semi-space), and under load it grew to that
// and stayed resident (docs/decisions/0007-drawing-threads.md). Run it with the same flag.
import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { parseArgs } from 'node:util';
import {
  buildFingerprint,
  forgetFingerprint,
  isBuildCurrent,
  writeFingerprint,
} from './build-fingerprint.mjs';

// V8's compiled code kept on disk: the server bundle and jsdom load some half a second sooner on the
// next start (the bundler too, when it builds). Set before the large imports below, all dynamic.
enableCompileCache();

const OUTPUT = ['dist', 'dist-server'];
const SERVER_BUNDLE = 'dist-server/server.mjs';

let options;
try {
  ({ values: options } = parseArgs({ options: { rebuild: { type: 'boolean', default: false } } }));
} catch (error) {
  console.error(`${error.message}\nUsage: npm start [-- --rebuild]`);
  process.exit(2);
}

const port = Number(process.env.PORT || 4173);
const apiUrl = process.env.API_URL || undefined;
const scenario = process.env.MOCK_SCENARIO || undefined;
const seed = Number(process.env.MOCK_SEED) || undefined;
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

if (process.env.SKIP_BUILD === '1') {
  if (!existsSync(SERVER_BUNDLE)) {
    console.error(
      `SKIP_BUILD=1, but there is no build to serve (${SERVER_BUNDLE}); run \`npm start\` without it.`,
    );
    process.exit(1);
  }
} else {
  const fingerprint = buildFingerprint(process.cwd());
  if (!options.rebuild && isBuildCurrent(OUTPUT, fingerprint)) {
    console.log(
      'Nothing the build reads has changed: serving the last build (`npm start -- --rebuild` builds anew).',
    );
  } else {
    const started = Date.now();
    forgetFingerprint(OUTPUT);
    console.log('Building the production bundle...');
    // Imported only here: a start that reuses the build does not load the bundler at all.
    const { build } = await import('vite');
    await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
    const { buildServerBundle } = await import('./build-server.mjs');
    await buildServerBundle();
    // Written last, once both folders are complete: a build stopped half-way is never reused.
    for (const dir of OUTPUT) writeFingerprint(dir, fingerprint);
    console.log(`Built in ${seconds(started)}.`);
  }
}

const { createAppServer } = await import(new URL(`../${SERVER_BUNDLE}`, import.meta.url).href);
const server = await createAppServer({
  distDir: 'dist',
  apiUrl,
  scenario,
  seed,
  maxConcurrentDrawings: Number(process.env.MAX_CONCURRENT_DRAWINGS) || undefined,
  // How many threads draw pages: one per core unless said otherwise.
  drawingThreads: Number(process.env.DRAWING_THREADS) || undefined,
  // Behind a load balancer or a proxy of your own: which of them to believe about the client.
  trustProxy: ['1', 'true'].includes(process.env.TRUST_PROXY ?? '') ? true : process.env.TRUST_PROXY || false,
});
// Every address of the machine, IPv6 and IPv4 alike, as Node's own `listen(port)` would; on a
// machine without IPv6, every IPv4 address.
const host = process.env.HOST || undefined;
try {
  await server.listen({ port, host: host ?? '::' });
} catch (error) {
  if (host || error.code !== 'EAFNOSUPPORT') throw error;
  await server.listen({ port, host: '0.0.0.0' });
}
const api = apiUrl ? `proxied to ${apiUrl}` : `embedded mock API (scenario: ${scenario ?? 'default'})`;
console.log(`Learning platform on http://localhost:${port}  —  /api/v2: ${api}`);
