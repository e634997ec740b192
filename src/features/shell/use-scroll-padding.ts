import { useEffect } from 'react';

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
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      // From the notice's top edge to the bottom of the screen: the notice and its gap to the edge.
      const bottom = notice ? Math.max(0, window.innerHeight - notice.getBoundingClientRect().top) : 0;
      root.style.scrollPaddingBlockStart = `${header?.offsetHeight ?? 0}px`;
      root.style.scrollPaddingBlockEnd = `${bottom}px`;
      root.style.setProperty(NOTICE_HEIGHT, `${bottom}px`);
    };
    // Applied at the next frame: the room made at the end can bring a scroll bar, which resizes the
    // notice again, and a change made inside the observer's callback would loop.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    });
    for (const element of [header, notice]) if (element) observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      root.style.removeProperty('scroll-padding-block-start');
      root.style.removeProperty('scroll-padding-block-end');
      root.style.removeProperty(NOTICE_HEIGHT);
    };
  }, [header, notice]);
}
