// The production build, in a process of its own (`npm start` runs it before it serves): the app
// (dist/), the server (dist-server/) and the mock API (dist-mock-api/). Nothing is built when
// nothing the build reads has changed since the last complete build (scripts/build-fingerprint.mjs);
// `--rebuild` builds all the same.
import { enableCompileCache } from 'node:module';
import { parseArgs } from 'node:util';
import {
  buildFingerprint,
  forgetFingerprint,
  isBuildCurrent,
  writeFingerprint,
} from './build-fingerprint.mjs';

// V8's compiled code kept on disk: the bundler starts sooner the next time.
enableCompileCache();

export const BUILD_OUTPUT = ['dist', 'dist-server', 'dist-mock-api'];

const { values: options } = parseArgs({ options: { rebuild: { type: 'boolean', default: false } } });
const fingerprint = buildFingerprint(process.cwd());
if (!options.rebuild && isBuildCurrent(BUILD_OUTPUT, fingerprint)) {
  console.log(
    'Nothing the build reads has changed: serving the last build (`npm start -- --rebuild` builds anew).',
  );
} else {
  const started = Date.now();
  forgetFingerprint(BUILD_OUTPUT);
  console.log('Building the production bundle...');
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  const { buildMockApiBundle, buildServerBundle } = await import('./build-server.mjs');
  await buildServerBundle();
  await buildMockApiBundle();
  // Written last, once every folder is complete: a build stopped half-way is never reused.
  for (const dir of BUILD_OUTPUT) writeFingerprint(dir, fingerprint);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
