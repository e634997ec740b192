import { configure, expect, waitFor, within } from 'storybook/test';

// Page stories navigate between lazily loaded pages: a chunk can take more than
// the default second to arrive while the whole suite runs on two cores.
configure({ asyncUtilTimeout: 5000 });

/**
 * Waits until the page is drawn (the route table loaded, a <main> present) and
 * the shell's loading overlay, any route loader and the header's loading wallet
 * are gone (page stories). Call it again after a navigation.
 */
export async function waitForPage(canvasElement: HTMLElement, timeout = 5000) {
  await waitFor(() => expect(canvasElement.querySelector('main')).not.toBeNull(), { timeout });
  await waitFor(
    () => expect(within(canvasElement).queryByTestId('loading-overlay')).not.toBeInTheDocument(),
    {
      timeout,
    },
  );
}
