import { useLayoutEffect } from 'react';
import { tokenVar } from '@/ui';

/** The height the cookie notice takes at the bottom of the screen, for the shell to leave room for it. */
const NOTICE_HEIGHT = '--cookie-notice-height';

/** Room between what has the focus and the header or the notice. */
const GAP = tokenVar('spacing.4');

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
    let frame = 0;
    const room = (bottom: number) => root.style.setProperty(NOTICE_HEIGHT, `${bottom}px`);
    const update = (roomNow: boolean) => {
      // From the notice's top edge to the bottom of the screen: the notice and its gap to the edge.
      const top = header?.offsetHeight ?? 0;
      const bottom = notice
        ? Math.max(0, Math.ceil(window.innerHeight - notice.getBoundingClientRect().top))
        : 0;
      if (`${top} ${bottom}` === applied) return;
      applied = `${top} ${bottom}`;
      // Scroll padding moves nothing on the screen, so it follows at once. A gap beyond each keeps
      // the focus ring in sight too, and the whole of a text field in WebKit, which scrolls its text
      // rather than its box into view.
      root.style.scrollPaddingBlockStart = `calc(${top}px + ${GAP})`;
      root.style.scrollPaddingBlockEnd = `calc(${bottom}px + ${GAP})`;
      // The room at the end does: it can bring a scroll bar, which resizes what is observed, and a
      // change of layout inside the observer's callback would be a loop. It follows at the next frame.
      cancelAnimationFrame(frame);
      if (roomNow) room(bottom);
      else frame = requestAnimationFrame(() => room(bottom));
    };
    update(true);
    const observer = new ResizeObserver(() => update(false));
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
