import { useEffect, useState } from 'react';

/** docs/product.md §9: route guards hide their loader 500 ms after loading ends. */
export const LOADER_HIDE_DELAY_MS = 500;

/**
 * docs/product.md §4: a loader shows at once and hides after a delay, so a quick load
 * does not flash. Never shows when `active` starts false (cached data).
 */
export function useDelayedHide(active: boolean, delayMs = LOADER_HIDE_DELAY_MS): boolean {
  const [lingering, setLingering] = useState(active);
  useEffect(() => {
    if (active) {
      setLingering(true);
      return;
    }
    const timer = setTimeout(() => setLingering(false), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active || lingering;
}
