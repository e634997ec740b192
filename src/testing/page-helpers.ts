import { configure, expect, userEvent, waitFor, within } from 'storybook/test';

// Page stories navigate between lazily loaded pages: a chunk can take more than
// the default second to arrive while the whole suite runs on two cores.
configure({ asyncUtilTimeout: 5000 });

/**
 * Waits until the page is rendered (a <main> present) and the shell's loading
 * overlay is gone (page stories). Call it again after a navigation.
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

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Scrolls the page and resolves once the scroll has ended and the page rendered the result. */
export async function scrollPageTo(top: number) {
  const target = Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
  if (Math.round(window.scrollY) !== Math.round(target)) {
    const ended = new Promise((resolve) => window.addEventListener('scrollend', resolve, { once: true }));
    window.scrollTo({ top: target, behavior: 'instant' });
    await ended;
  }
  await nextFrame();
  await nextFrame();
}

/**
 * The element a person sees (and would click) at the middle of `element`'s
 * box: the check that nothing paints over it.
 */
export function topmostAtCentreOf(element: Element): Element | null {
  const box = element.getBoundingClientRect();
  return paintedAt(box.left + box.width / 2, box.top + box.height / 2);
}

/**
 * The topmost element painted at a point of the viewport. Hit testing skips
 * elements with `pointer-events: none`, which an open modal sets on everything
 * outside it, so the probe lifts that for the moment of the question.
 */
export function paintedAt(x: number, y: number): Element | null {
  const probe = document.createElement('style');
  probe.textContent = '* { pointer-events: auto !important; }';
  document.head.append(probe);
  try {
    return document.elementFromPoint(x, y);
  } finally {
    probe.remove();
  }
}

/** Asserts that no two of the elements' boxes overlap, and that each lies inside the viewport. */
export async function expectSideBySide(elements: Element[]) {
  const boxes = elements.map((element) => ({ element, box: element.getBoundingClientRect() }));
  for (const { element, box } of boxes) {
    await expect(box.left, `${describe(element)} starts inside the screen`).toBeGreaterThanOrEqual(0);
    await expect(box.right, `${describe(element)} ends inside the screen`).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  }
  for (const [index, { element, box }] of boxes.entries()) {
    for (const other of boxes.slice(index + 1)) {
      const overlap =
        box.left < other.box.right - 0.5 &&
        other.box.left < box.right - 0.5 &&
        box.top < other.box.bottom - 0.5 &&
        other.box.top < box.bottom - 0.5;
      await expect(overlap, `${describe(element)} overlaps ${describe(other.element)}`).toBe(false);
    }
  }
}

/** Asserts that the element lies inside `container`'s content box: within its padding, not cut by its edge. */
export async function expectInsideContent(element: Element, container: Element) {
  const box = element.getBoundingClientRect();
  const outer = container.getBoundingClientRect();
  const style = getComputedStyle(container);
  const left = outer.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft);
  const right =
    outer.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight);
  await expect(box.left, `${describe(element)} starts inside its box`).toBeGreaterThanOrEqual(left - 0.5);
  await expect(box.right, `${describe(element)} ends inside its box`).toBeLessThanOrEqual(right + 0.5);
}

const describe = (element: Element) =>
  element.getAttribute('aria-label') ??
  element.getAttribute('data-testid') ??
  element.textContent?.trim() ??
  element.tagName;

/** The named button once a person could press it: present and enabled (data still loading keeps it disabled). */
export async function findEnabledButton(container: HTMLElement, name: string | RegExp) {
  const button = await within(container).findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** A page rendered right to left: its h1 is shown and the document's direction is rtl. */
export async function expectRightToLeftPage(canvasElement: HTMLElement) {
  await waitForPage(canvasElement);
  const main = canvasElement.ownerDocument.getElementById('main-content') ?? canvasElement;
  // Asked again until it holds: a page that sends its user on (signing out) replaces its h1.
  await waitFor(() => expect(within(main).getByRole('heading', { level: 1 })).toBeVisible());
  await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  await waitForPage(canvasElement);
}

/**
 * Types into a text field one key at a time, each once the field shows the one before, as a person
 * types: a combobox filters its list on every change, and keys sent faster than it takes them can be
 * lost on a busy machine.
 */
export async function typeKeyByKey(input: HTMLInputElement, text: string) {
  if (document.activeElement !== input) await userEvent.click(input);
  const start = input.value;
  for (let index = 1; index <= text.length; index += 1) {
    await userEvent.keyboard(text[index - 1] as string);
    await waitFor(() => expect(input).toHaveValue(start + text.slice(0, index)));
  }
}

/**
 * Asserts that forced colours are on, and that `on` (the chosen, current or filled part) is painted
 * in another colour than `off`, as a user of a contrast theme must see it (docs/design-system.md,
 * "Forced colours").
 */
export async function expectApartInForcedColours(on: Element, off: Element) {
  await expect(matchMedia('(forced-colors: active)').matches, 'forced colours are on').toBe(true);
  await expect(getComputedStyle(on).backgroundColor, `${describe(on)} stands apart`).not.toBe(
    getComputedStyle(off).backgroundColor,
  );
}

/** Where each of the last two characters of an element's text is laid out: the left edges of their boxes. */
function lastTwoLefts(element: Element): [number, number] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text: Text | undefined;
  while (walker.nextNode()) if ((walker.currentNode as Text).length > 1) text = walker.currentNode as Text;
  if (!text) throw new Error(`${describe(element)} has no text of two characters`);
  const leftOf = (index: number) => {
    const range = document.createRange();
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return range.getBoundingClientRect().left;
  };
  return [leftOf(text.length - 2), leftOf(text.length - 1)];
}

/**
 * Asserts that a left-to-right text (an English name or message on a right-to-left page) is laid out
 * left to right to its end: its full stop right of the letter before it, where an element that is
 * not isolated (`<bdi>`) moves it to the line's left end. (A closing bracket is no test: the bidi
 * algorithm keeps a pair of brackets with the text they follow.)
 */
export async function expectLaidOutLeftToRight(element: Element) {
  const [beforeLast, last] = lastTwoLefts(element);
  await expect(last, `${describe(element)} ends at its right`).toBeGreaterThan(beforeLast);
}
