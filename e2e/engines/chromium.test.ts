import { earlyInput } from './early-input';
import { backAfterSigningOut } from './journeys';
import { chromium } from './puppeteer';
import { engineForFile } from './setup';

/**
 * The early-input tests (early-input.ts) in Chromium, and Back after signing out (journeys.ts); its
 * other journeys are e2e/*.test.ts, through Playwright.
 */
const run = engineForFile(chromium);
earlyInput(run);
backAfterSigningOut(run);
