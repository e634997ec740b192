import { userEvent } from 'storybook/test';

/** The test run's real pointer: .storybook/vitest.setup.ts hands it over; the Storybook UI has none. */
export interface RealPointer {
  hover: (element: Element) => Promise<void>;
  click: (element: Element) => Promise<void>;
  keyboard: (keys: string) => Promise<void>;
}

const realPointer = () => (globalThis as { __realPointer?: RealPointer }).__realPointer;

/**
 * Hovers with the real mouse when the story runs in the test run (Vitest's
 * browser mode drives Chromium's own pointer, so CSS :hover applies), and with
 * a synthetic event in the Storybook UI. Synthetic events never trigger :hover,
 * so a check of hover styles needs the real pointer.
 */
export async function hoverForReal(element: Element) {
  await (realPointer() ?? userEvent).hover(element);
}

/**
 * Clicks the middle of `element` as the mouse does: the real mouse in the test run, a synthetic
 * click at the element's middle in the Storybook UI. A rich-text editor puts the caret where the
 * pointer is (ProseMirror reads the event's coordinates), and a synthetic click without any is at
 * the page's top left corner.
 */
export async function clickForReal(element: Element) {
  const real = realPointer();
  if (real) return real.click(element);
  const { left, top, width, height } = element.getBoundingClientRect();
  const middle = { clientX: left + width / 2, clientY: top + height / 2 };
  await userEvent.pointer({ keys: '[MouseLeft]', target: element, coords: middle });
}

/**
 * Presses keys on the test run's real keyboard (ProseMirror reads what the browser does with a key;
 * a synthetic key event can lose a letter), and synthetic ones in the Storybook UI, which has no real
 * keyboard. The syntax is user-event's in both ('{Control>}b{/Control}').
 */
export async function pressKeys(keys: string) {
  await (realPointer() ?? userEvent).keyboard(keys);
}
