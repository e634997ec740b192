import { expect, waitFor, within } from 'storybook/test';

/**
 * Waits until the page is drawn (the route table loaded, a <main> present) and
 * the shell's loading overlay and any route loader are gone (page stories).
 */
export async function waitForPage(canvasElement: HTMLElement, timeout = 5000) {
  await waitFor(() => expect(canvasElement.querySelector('main')).not.toBeNull(), { timeout });
  await waitFor(() => expect(within(canvasElement).queryByTestId('loading-overlay')).not.toBeInTheDocument(), {
    timeout,
  });
}
