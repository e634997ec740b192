import { useSearchParams } from 'react-router';
import { pageIndexFrom } from '@/lib/page-param';

/** The name of `names` the address asks for, or the fallback for a missing or unknown one. */
export function pickName<Name extends string>(
  names: Record<Name, unknown>,
  value: string | null,
  fallback: Name,
): Name {
  return value !== null && Object.hasOwn(names, value) ? (value as Name) : fallback;
}

/** The zero-based page the address asks for (`?page=2` is the second, index 1); a missing or invalid one is the first. */
export const pageParam = pageIndexFrom;

/** The list changes in place: the page keeps its scroll (React Router's ScrollRestoration would reset it). */
const SAME_PAGE = { preventScrollReset: true };

/**
 * A list's filters, sort and page in the address (README, "Filters, sort and page live in the URL"),
 * so a reload or a shared link shows the same list. `page` is zero-based here and one-based in the address.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  /** Sets or removes each parameter; a change of anything but the page goes back to the first page. */
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    }, SAME_PAGE);
  const setPage = (next: number) => update({ page: next > 0 ? String(next + 1) : undefined });
  return { params, page, update, setPage, clear: () => setParams({}, SAME_PAGE) };
}
