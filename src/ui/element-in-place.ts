/**
 * The element matching `selector` now at `place` in the page's order, or the last one when fewer
 * are left: where the focus goes once the one that was there (a deleted row's button) is gone.
 */
export function elementInPlace(selector: string, place: number): HTMLElement | undefined {
  const elements = document.querySelectorAll<HTMLElement>(selector);
  return elements[Math.min(place, elements.length - 1)];
}
