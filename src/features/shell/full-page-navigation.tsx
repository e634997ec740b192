import { createContext, use } from 'react';

/**
 * docs/product.md §2: some moves are full page loads (the header search). Stories and
 * tests swap this for an in-app navigation they can observe, so the workbench
 * never unloads itself.
 */
export type FullPageNavigate = (url: string) => void;

export const FullPageNavigationContext = createContext<FullPageNavigate>((url) => {
  window.location.assign(url);
});

export const useFullPageNavigate = (): FullPageNavigate => use(FullPageNavigationContext);
