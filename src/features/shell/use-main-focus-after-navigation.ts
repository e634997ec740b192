import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './SkipLink';

/**
 * After a navigation to another page, the focus goes to the page's main content, where the skip
 * link takes it: keyboard and screen reader users go on from the new page rather than from the top
 * of the document, where the link they followed left it as it went with its page. Not on the first
 * render (the browser starts a loaded document at its top), not when only the query changes (a
 * filter, a page of results), and not when the page put the focus inside itself.
 */
export function useMainFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
}
