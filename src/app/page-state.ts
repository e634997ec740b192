import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a page rendered on the server hands to the browser: the query cache it was rendered from
 * (TanStack Query's `dehydrate`) and its routes' loader results (React Router's hydration data).
 */
export interface PageState {
  queries: DehydratedState;
  router: HydrationState;
}

/** The id of the script element that carries the responses a server-rendered page came from. */
export const PAGE_STATE_ID = 'page-state';

/**
 * The responses the server rendered this page from (server/page-html.ts), or undefined. Only the
 * data script the server puts in the body, beside `#root`, counts: nothing the page shows (all of
 * it inside `#root`) can stand in for it, whatever id it carries.
 */
export function readPageState(doc: Document = document): PageState | undefined {
  const script = [...doc.querySelectorAll('body > script[type="application/json"]')].find(
    (element) => element.id === PAGE_STATE_ID,
  );
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as PageState;
  } catch {
    return undefined;
  }
}
