import { expect, test } from 'vitest';
import { launchBrowserPerFile } from './browser';

/**
 * SPEC §2: the Back to top button shows beyond three screens down and hides when the page gets
 * shorter. A storefront whose sections were laid out only near the screen, each assumed 480 px tall
 * until then, shrank as the user scrolled (from 3,730 to 3,150 px at 800×500), and each shrink hid
 * the button: it was still hidden at 3.3 screens.
 */
const { page } = launchBrowserPerFile();

const SCREEN = { width: 800, height: 500 };

test("the visitor's home keeps its height while the user scrolls, and Back to top shows beyond three screens", async () => {
  await page().setViewportSize(SCREEN);
  await page().goto('/');
  await page().getByRole('heading', { level: 1, name: 'Storefront' }).waitFor();
  // The page as the user finds it before scrolling: loaded, its first pictures in, and hydrated,
  // which the shell shows by setting the document's scroll padding and the room the cookie notice
  // needs after the footer (src/features/shell/use-scroll-padding.ts). Its scripts come after the
  // first paint, and on a busy machine after the network has been idle a while.
  await page().waitForLoadState('networkidle');
  await page().waitForFunction(() => document.documentElement.style.scrollPaddingBlock !== '');
  const height = () => page().evaluate(() => document.documentElement.scrollHeight);
  const first = await height();
  // Tall enough for the rule to apply, with room to spare.
  expect(first).toBeGreaterThan(4 * SCREEN.height);
  const heights: number[] = [];
  for (let y = 0; y <= first - SCREEN.height; y += SCREEN.height / 2) {
    await page().evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    // Two frames: whatever scrolling brings into view is laid out by then.
    await page().evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    heights.push(await height());
  }
  expect(new Set(heights)).toEqual(new Set([first]));

  await page().evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), 3.3 * SCREEN.height);
  await page().getByRole('button', { name: 'Back to top' }).waitFor();
  await page().getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page().evaluate(() => window.scrollY)).toBe(0);
  await page().getByRole('button', { name: 'Back to top' }).waitFor({ state: 'detached' });
});
