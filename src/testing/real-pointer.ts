import { userEvent } from 'storybook/test';

/** The test run's real pointer: .storybook/vitest.setup.ts hands it over; the Storybook UI has none. */
export interface RealPointer {
  hover: (element: Element) => Promise<void>;
}

/**
 * Hovers with the real mouse when the story runs in the test run (Vitest's
 * browser mode drives Chromium's own pointer, so CSS :hover applies), and with
 * a synthetic event in the Storybook UI. Synthetic events never trigger :hover,
 * so a check of hover styles needs the real pointer.
 */
export async function hoverForReal(element: Element) {
  const real = (globalThis as { __realPointer?: RealPointer }).__realPointer;
  await (real ?? userEvent).hover(element);
}
