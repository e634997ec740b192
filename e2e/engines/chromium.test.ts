import { earlyInput } from './early-input';
import { chromium } from './puppeteer';
import { engineForFile } from './setup';

/** The early-input tests (early-input.ts) in Chromium; its journeys are e2e/*.test.ts, through Playwright. */
earlyInput(engineForFile(chromium));
