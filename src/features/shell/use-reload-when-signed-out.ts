import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '@/api/session';

/**
 * A page the browser restores from its back-forward cache shows what it showed when its user left
 * it, their data included, whatever happened since. When who is signed in has changed meanwhile
 * (they signed out by typing /user/logout, or in another tab, or masqueraded), the page is loaded
 * again from the server, which sends a signed-out user to the login page: Back never shows a
 * signed-out user's page (docs/app-shell.md, "Signed in").
 */
export function useReloadWhenSignedOut(uid: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      void queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).then(
        (me) => me.uid !== uid && window.location.reload(),
        // Not known (offline, say): the page stays as restored, as any other page would.
        () => undefined,
      );
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [queryClient, uid]);
}
