import type { BrowserCommand } from 'vitest/node';

/**
 * Moves the real mouse off the story's page, so that no element is left
 * hovered from an earlier story's clicks: :hover styles in a screenshot then
 * come only from what the story itself does, never from where the last test
 * happened to leave the pointer.
 */
export const parkPointer: BrowserCommand<[]> = async (context) => {
  // The Playwright provider's context carries the page (@vitest/browser-playwright).
  const { page } = context as unknown as {
    page: { mouse: { move: (x: number, y: number) => Promise<void> } };
  };
  await page.mouse.move(-1, -1);
};
