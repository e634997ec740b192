import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Every story is also a visual test: after its play function passed, the
 * rendered page is compared with the committed baseline in __screenshots__.
 * `npm run test:update-screenshots` refreshes the baselines.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const tags: string[] = (context.task.meta as { storybook?: { tags?: string[] } }).storybook?.tags ?? [];
  if (tags.includes('no-screenshot')) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
