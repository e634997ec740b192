import { useLayoutEffect } from 'react';

/** The height the cookie notice takes at the bottom of the screen, for the shell to leave room for it. */
const NOTICE_HEIGHT = '--cookie-notice-height';

/**
 * Keeps what the keyboard focuses, and what a link scrolls to, clear of the sticky header and of the
 * cookie notice at the bottom of the screen, as WCAG 2.2 asks (2.4.11, Focus Not Obscured): the
 * document's scroll padding follows their heights, and the end of the page can scroll above the
 * notice. Without it, tabbing through a form on a phone put each field under the notice, in Chromium
 * and Firefox alike. Back to top, a small button at the side, may cover a part of something only.
 */
export function useScrollPaddingAround(header: HTMLElement | null, notice: HTMLElement | null) {
  // A layout effect: the padding is in place in the commit that shows the header or the notice,
  // before anything can take the focus, so where a focus scrolls never depends on timing.
  useLayoutEffect(() => {
    const root = document.documentElement;
    let applied = '';
    const update = () => {
      // From the notice's top edge to the bottom of the screen: the notice and its gap to the edge.
      const top = header?.offsetHeight ?? 0;
      const bottom = notice
        ? Math.max(0, Math.ceil(window.innerHeight - notice.getBoundingClientRect().top))
        : 0;
      // Only a change is written: the room made at the end can bring a scroll bar, which may resize
      // the notice once more, and then the same heights come back.
      if (`${top} ${bottom}` === applied) return;
      applied = `${top} ${bottom}`;
      root.style.scrollPaddingBlockStart = `${top}px`;
      root.style.scrollPaddingBlockEnd = `${bottom}px`;
      root.style.setProperty(NOTICE_HEIGHT, `${bottom}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    for (const element of [header, notice]) if (element) observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-block-start');
      root.style.removeProperty('scroll-padding-block-end');
      root.style.removeProperty(NOTICE_HEIGHT);
    };
  }, [header, notice]);
}
