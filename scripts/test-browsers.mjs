// `npm run test:browsers`: finds the programs the tests run in (Chromium, Firefox ESR, WebKitGTK's
// driver and MiniBrowser, Xvfb) and nginx, installing Debian's packages when run as root, as
// `npm test` does first: for running one project or one file of the tests alone.
import { ensureEngines } from './browsers.mjs';
import { ensureChromium } from './chromium.mjs';

console.log(`chromium: ${ensureChromium()}`);
for (const [name, path] of Object.entries(ensureEngines())) console.log(`${name}: ${path}`);
