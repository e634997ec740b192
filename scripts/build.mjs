// The production build, in a process of its own (`npm start` and `npm run build` run it): the app
// (dist/), the server (dist-server/) and the mock API (dist-mock-api/).
import { build } from 'vite';
import { buildMockApiBundle, buildServerBundle } from './build-server.mjs';

const started = Date.now();
console.log('Building the production bundle...');
await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
await buildServerBundle();
await buildMockApiBundle();
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
