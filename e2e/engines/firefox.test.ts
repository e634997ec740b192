import { earlyInput } from './early-input';
import { journeys } from './journeys';
import { firefox } from './puppeteer';
import { engineForFile } from './setup';

/** The journeys (journeys.ts) and the early-input tests (early-input.ts) in Firefox ESR. */
const run = engineForFile(firefox);
journeys(run);
earlyInput(run);
