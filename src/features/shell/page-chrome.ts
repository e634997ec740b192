import { useMatches } from 'react-router';

/**
 * What a route may tell the shell through its `handle` (docs/product.md §2): supply
 * its own header (the shell then renders none), or its own background (a CSS
 * colour or an image URL) instead of the branding's site background.
 */
export interface PageChrome {
  ownHeader?: boolean;
  background?: { color?: string; image?: string };
}

export function usePageChrome(): PageChrome {
  const matches = useMatches();
  const chrome: PageChrome = {};
  for (const match of matches) {
    const handle = match.handle as PageChrome | undefined;
    if (handle?.ownHeader !== undefined) chrome.ownHeader = handle.ownHeader;
    if (handle?.background !== undefined) chrome.background = handle.background;
  }
  return chrome;
}
