import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { PageMeta } from '@/api/endpoint';
import { setPageIndex } from '@/lib/page-param';

/**
 * A list whose address asks for a page past its last (a stale link, or the last item of the last
 * page deleted) goes to its last page instead: the address's `page` is replaced, so Back does not
 * return to the empty one. Returns whether the list is past its end meanwhile: the list then shows
 * its loading state, not that it is empty.
 */
export function useLastPageIfPast(meta: PageMeta | undefined): boolean {
  const [, setParams] = useSearchParams();
  const last = meta && meta.total > 0 && meta.page >= meta.totalPages ? meta.totalPages - 1 : undefined;
  useEffect(() => {
    if (last === undefined) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        setPageIndex(next, last);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [last, setParams]);
  return last !== undefined;
}
