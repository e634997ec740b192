import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Every story is also a visual test: after its play function passed, the
 * rendered page is compared with the committed baseline in __screenshots__.
 * `npm run test:update-screenshots` refreshes the baselines. A story whose
 * picture cannot be stable (a live clock, a benchmark) opts out with the tag
 * 'no-screenshot'.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // Set by the preview's beforeEach (.storybook/preview.tsx) for the story that just ran.
  const tags = (globalThis as { __storyTags?: string[] }).__storyTags ?? [];
  if (tags.includes('no-screenshot')) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
