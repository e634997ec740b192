import { earlyInput } from './early-input';
import { journeys } from './journeys';
import { engineForFile } from './setup';
import { webkit } from './webkit';

/** The journeys (journeys.ts) and the early-input tests (early-input.ts) in WebKitGTK's MiniBrowser. */
const run = engineForFile(webkit);
journeys(run);
earlyInput(run);
