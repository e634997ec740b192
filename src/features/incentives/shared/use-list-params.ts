import { useSearchParams } from 'react-router';
import { pageIndexFrom, setPageIndex } from '@/lib/page-param';

/** The name of `names` the address asks for, or the fallback for a missing or unknown one. */
export function pickName<Name extends string>(
  names: Record<Name, unknown>,
  value: string | null,
  fallback: Name,
): Name {
  return value !== null && Object.hasOwn(names, value) ? (value as Name) : fallback;
}

/** The list changes in place: the page keeps its scroll (React Router's ScrollRestoration would reset it). */
const SAME_PAGE = { preventScrollReset: true };

/**
 * A list's filters, sort and page in the address (README, "Filters, sort and page live in the URL"),
 * so a reload or a shared link shows the same list. `page` is zero-based here and one-based in the address.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = pageIndexFrom(params);
  /** Sets or removes each parameter; the list goes back to its first page (`setPage` changes the page). */
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete('page');
      return next;
    }, SAME_PAGE);
  const setPage = (next: number) =>
    setParams((current) => {
      const params = new URLSearchParams(current);
      setPageIndex(params, next);
      return params;
    }, SAME_PAGE);
  return { params, page, update, setPage, clear: () => setParams({}, SAME_PAGE) };
}
