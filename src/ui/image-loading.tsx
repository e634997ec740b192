import { createContext, type ReactNode, use } from 'react';

/** A picture's `loading` attribute: lazy, or the browser's default (at once). */
export type ImageLoading = 'lazy' | undefined;

/** How many pictures of a list on the first screen load with the page; the rest wait. */
export const EAGER_LIST_PICTURES = 2;

const OnFirstScreen = createContext(true);

/**
 * Marks what it holds as starting below the first screen (a storefront's later sections): every
 * picture inside waits until it comes near the screen.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  return <OnFirstScreen value={false}>{children}</OnFirstScreen>;
}

/**
 * The `loading` attribute of a list's pictures, by their place in the list: the first
 * `EAGER_LIST_PICTURES` load with the page (one of them is often the largest paint, which must not
 * wait), the others when they come near the screen, so that on a phone, where a list is one
 * column, they neither compete with the first ones for the network nor get decoded while the
 * page is parsed. Under `BelowFirstScreen` every picture waits.
 *
 * Gives `undefined` for a picture that loads at once: the browser's default, and no attribute.
 */
export function useImageLoading(): (position?: number) => ImageLoading {
  const onFirstScreen = use(OnFirstScreen);
  return (position = 0) => (onFirstScreen && position < EAGER_LIST_PICTURES ? undefined : 'lazy');
}
