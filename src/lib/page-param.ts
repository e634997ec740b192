/**
 * The `page` parameter of a list's address counts pages as people do: `?page=2` is the second page
 * and the first has none, in every list. List responses count from 0 (docs/product.md §3); these two
 * convert between them.
 */

/** The zero-based page index the address asks for; a missing or invalid one is the first page's, 0. */
export const pageIndexFrom = (params: URLSearchParams): number =>
  Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1) - 1;

/** Writes a zero-based page index into `params` as the address counts it; the first page is left out. */
export function setPageIndex(params: URLSearchParams, index: number): void {
  if (index > 0) params.set('page', String(index + 1));
  else params.delete('page');
}
