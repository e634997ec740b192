import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '@/ui/ErrorScreen';

/**
 * docs/product.md §8: the route error element — a render crash or a failed page load shows the
 * generic screen; `inPage` in the page's place, inside the shell (ErrorScreen).
 */
export function RouteError({ inPage = false }: { inPage?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    // docs/product.md §8: failed page loads only log.
    console.error('Route error', error);
  }, [error]);
  return <ErrorScreen inPage={inPage} />;
}
