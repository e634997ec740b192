import { useSyncExternalStore } from 'react';
import { token } from 'styled-system/tokens';

/** The `md` breakpoint: from there up a table has room for its columns. */
const QUERY = `(min-width: ${token('breakpoints.md')})`;

const subscribe = (onChange: () => void) => {
  const list = globalThis.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/**
 * Whether the screen is wide enough for a table; below it the kit Table shows its rows as cards. Only one of the
 * two is in the page (not both with one hidden): its pictures load once and every text is there once.
 */
export const useWideLayout = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(QUERY).matches ?? true,
    () => true,
  );
