import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import type { RealPointer } from '../src/testing/real-pointer';
import { waitForSettled } from '../src/testing/settle';
import { sanitizerReady } from '../src/ui/SanitizedHtml';
import { loadedToaster } from '../src/ui/Toast';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, type StoryUnderTest } from './story-under-test';

/**
 * Every story is also a visual test: after its play function passed and the
 * page settled (src/testing/settle.ts), the screen (the viewport, scrolled as
 * the play function left it: what a person sees) is compared with the
 * committed baseline in __screenshots__. Page stories (the real route
 * table, `pageParameters`) are compared a second time at a phone's size, 390×844.
 * `npm run test:update-screenshots` refreshes the baselines. A story whose
 * picture cannot be stable (a benchmark) opts out with the tag 'no-screenshot'.
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** .storybook/commands.ts */
    parkPointer: () => Promise<void>;
  }
}

// Stories that check :hover styles move the real mouse through this (src/testing/real-pointer.ts).
(globalThis as { __realPointer?: RealPointer }).__realPointer = userEvent;

// Stories render server HTML at once, as the app does once its sanitiser chunk is in (loaded
// lazily in production; e2e covers that path).
beforeAll(() => sanitizerReady);

// Each story starts, and each picture is taken, with the real mouse off the page.
beforeEach(() => commands.parkPointer());

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // Set by the preview's beforeEach (.storybook/preview.tsx) for the story that just ran.
  const story = (globalThis as { __storyUnderTest?: StoryUnderTest }).__storyUnderTest;
  if (story?.tags.includes('no-screenshot')) return;
  // A notice the story ended on stays for both pictures: its 10 s timer must not decide, on a slow
  // machine, whether the phone picture still shows it.
  (await loadedToaster())?.pause();
  await commands.parkPointer();
  await waitForSettled();
  await expect(page).toMatchScreenshot();
  // A story already drawn at the phone's size (globals.viewport) needs no second picture.
  if (!story?.page || window.innerWidth <= PHONE_VIEWPORT.width) return;
  try {
    await page.viewport(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
    await waitForSettled();
    await expect(page).toMatchScreenshot(`${context.task.name} phone`);
  } finally {
    await page.viewport(DESKTOP_VIEWPORT.width, DESKTOP_VIEWPORT.height);
  }
});
