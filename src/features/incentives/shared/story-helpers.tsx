import { incentivesHandlers } from '@mocks/handlers/incentives';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastStack, toast } from '@/ui/Toast';

/** Story-only helpers: the incentives handler group with some calls responded to differently. */
export const incentivesGroup = (...overrides: RequestHandler[]) => ({
  incentives: [...overrides, ...incentivesHandlers(getMockDb)],
});

const url = (path: string) => `*/api/v2/${path}`;
export const respondWith = (
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  status: number,
  body?: object,
) => http[method](url(path), () => HttpResponse.json(body ?? { message: `Mock ${status}` }, { status }));
export const neverResponds = (method: 'get' | 'post' | 'patch' | 'delete', path: string) =>
  http[method](url(path), neverRespond);
export const fieldErrors = (messages: { path: string; message: string }[]) => ({
  message: 'The submitted data is not valid.',
  messages,
});

function ToastsOfThisStory() {
  // The toaster is global: the next story starts without this one's toasts.
  useEffect(() => () => toast.clear(), []);
  return <ToastStack />;
}

/** The shell's toast stack, which the pages' saves and deletions use. */
export const withNotices: Decorator = (Story) => (
  <>
    <Story />
    <ToastsOfThisStory />
  </>
);

/** Waits for a toast with this text. */
export async function expectToast(text: string) {
  await waitFor(
    () => expect(screen.getAllByTestId('toast').some((node) => node.textContent?.includes(text))).toBe(true),
    { timeout: 3000 },
  );
}

/** A real PNG of one colour (an upload the browser can preview), drawn on a canvas. */
export async function pngFile(name: string, color: string, width = 240, height = 120): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], name, { type: 'image/png' });
}

/**
 * `globals` of a story rendered at the phone's size, 390×844 (the preview's 'phone' viewport): in Storybook
 * and in the test run alike, so the media queries are the phone's.
 */
/** The page does not scroll sideways: whatever is too wide scrolls in its own box or wraps. */
export async function expectNoSidewaysScroll() {
  await expect(window.innerWidth).toBe(390);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
}

/** Every word shown in `element` is on one line: none is broken mid-word (a hyphen may break a line). */
export async function expectWholeWords(element: Element) {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of node.textContent?.matchAll(/[^\s\-‐]+/g) ?? []) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      if (range.getClientRects().length > 1) broken.push(word[0]);
    }
  }
  await expect(broken).toEqual([]);
}

/** The app's not-found page, not a box inside the page that asked. */
export async function expectNotFoundPage(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(page.getByRole('link', { name: /^Go to the (dashboard|home page)$/ })).toBeVisible();
  await waitFor(() => expect(document.title).toMatch(/^Page not found/));
}

/** Opens the kit Select named `select` and picks the option named `option` (the list opens in a portal). */
export async function chooseOption(container: HTMLElement, select: string | RegExp, option: string) {
  const trigger = within(container).getByRole('combobox', { name: select });
  await userEvent.click(trigger);
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  const item = await within(document.body).findByRole('option', { name: option });
  await waitFor(() => expect(item).toBeVisible());
  await userEvent.click(item);
  await waitFor(() => expect(trigger).toHaveTextContent(option));
}

/** The kit Pagination named `label` marks `page` ("Page 1 of 2") as the current one. */
export async function expectCurrentPage(container: HTMLElement, label: string, page: string | RegExp) {
  const pages = await within(container).findByRole('navigation', { name: label });
  await waitFor(() =>
    expect(within(pages).getByRole('button', { name: page })).toHaveAttribute('aria-current', 'page'),
  );
}
