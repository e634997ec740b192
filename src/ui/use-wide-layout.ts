import { useSyncExternalStore } from 'react';
import { tokenValue } from './token-var';

/**
 * The `md` breakpoint as a media query, from the stylesheet's variable (a media query cannot use
 * `var()`); undefined where no stylesheet applies, and then the layout counts as wide.
 */
let wideList: MediaQueryList | undefined;
const wideMediaList = (): MediaQueryList | undefined => {
  if (wideList) return wideList;
  const breakpoint = tokenValue('breakpoints.md');
  wideList = breakpoint ? globalThis.matchMedia?.(`(min-width: ${breakpoint})`) : undefined;
  return wideList;
};

const subscribe = (onChange: () => void) => {
  const list = wideMediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

const isWide = () => wideMediaList()?.matches ?? true;

/**
 * Whether the screen is wide enough for a table; below it the kit Table shows its rows as cards. Only one of the
 * two is in the page (not both with one hidden): its pictures load once and every text is there once.
 */
export const useWideLayout = (): boolean => useSyncExternalStore(subscribe, isWide, () => true);
