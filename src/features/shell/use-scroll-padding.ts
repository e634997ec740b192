import { type RefCallback, useLayoutEffect, useState } from 'react';
import { tokenVar } from '@/ui';

/** Room between what has the focus and the header or the notice. */
const GAP = tokenVar('spacing.4');

/**
 * The shell's parts the padding depends on: the page (its outer box), the header, the notice, and
 * the dock at the bottom of the screen that holds the notice and, above it, Back to top.
 */
type Part = 'page' | 'header' | 'notice' | 'dock';

/**
 * Keeps what the keyboard focuses, and what a link scrolls to, clear of the sticky header and of the
 * cookie notice and Back to top at the bottom of the screen, as WCAG 2.2 asks (2.4.11, Focus Not
 * Obscured): the document's scroll padding follows their heights, and the page leaves room at its
 * end so that its last line can scroll above the notice. Without it, tabbing through a form on a
 * phone put each field under the notice, in Chromium and Firefox alike, and a button kept in view
 * as it moved down the page (the storefront editor's Move down) ended under Back to top. The room
 * at the end is the notice's only: the footer keeps room for Back to top (Footer.tsx), and room that
 * came and went with the button would move the page's end it is shown by.
 *
 * Returns a ref for each part. The padding is set in the commit that shows them, before anything can
 * take the focus, so where a focus scrolls never depends on timing; the sizes are read once there,
 * when every part is attached. Refs rather than state, and the page's own padding rather than a
 * custom property on the document: either would have the browser do the whole page again in the task
 * that hydrates it (the shell rendered a second time; every element's style recalculated).
 */
export function useScrollPadding(): Record<Part, RefCallback<HTMLElement>> {
  const [padding] = useState(scrollPadding);
  useLayoutEffect(padding.start, []);
  return padding.refs;
}

function scrollPadding() {
  const parts: Record<Part, HTMLElement | null> = { page: null, header: null, notice: null, dock: null };
  let started = false;
  let applied = '';
  let frame = 0;
  let observer: ResizeObserver | undefined;
  const root = () => document.documentElement.style;
  const room = (bottom: number) => parts.page?.style.setProperty('padding-block-end', `${bottom}px`);

  const update = (roomNow: boolean) => {
    const { header, notice, dock } = parts;
    // From a part's top edge to the bottom of the screen: the part and its gap to the edge. The
    // dock's first part is its highest (Back to top, else the notice).
    const above = (part?: Element | null) =>
      part ? Math.max(0, Math.ceil(window.innerHeight - part.getBoundingClientRect().top)) : 0;
    const top = header?.offsetHeight ?? 0;
    const bottom = above(notice);
    const covered = above(dock?.firstElementChild);
    if (`${top} ${bottom} ${covered}` === applied) return;
    applied = `${top} ${bottom} ${covered}`;
    // Scroll padding moves nothing on the screen, so it follows at once. A gap beyond each keeps the
    // focus ring in sight too, and the whole of a text field in WebKit, which scrolls its text rather
    // than its box into view.
    root().scrollPaddingBlock = `calc(${top}px + ${GAP}) calc(${covered}px + ${GAP})`;
    // The room at the end does: it can bring a scroll bar, which resizes what is observed, and a
    // change of layout inside the observer's callback would be a loop. It follows at the next frame.
    cancelAnimationFrame(frame);
    if (roomNow) room(bottom);
    else frame = requestAnimationFrame(() => room(bottom));
  };

  const start = () => {
    started = true;
    observer = new ResizeObserver(() => update(false));
    // The notice is in the dock: the dock's size changes with it.
    for (const part of [parts.header, parts.dock]) if (part) observer.observe(part);
    update(true);
    return () => {
      started = false;
      cancelAnimationFrame(frame);
      observer?.disconnect();
      observer = undefined;
      applied = '';
      root().scrollPaddingBlock = '';
      parts.page?.style.removeProperty('padding-block-end');
    };
  };

  // A part shown or gone once the shell is there (the notice closed, a page with a header of its own)
  // is measured at once; the shell's first commit measures them all in `start`.
  const refFor =
    (part: Part): RefCallback<HTMLElement> =>
    (element) => {
      if (!element) return;
      parts[part] = element;
      if (part !== 'page') observer?.observe(element);
      if (started) update(true);
      return () => {
        observer?.unobserve(element);
        if (parts[part] === element) parts[part] = null;
        if (started) update(true);
      };
    };

  return {
    start,
    refs: { page: refFor('page'), header: refFor('header'), notice: refFor('notice'), dock: refFor('dock') },
  };
}
