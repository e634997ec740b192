import { createContext, use } from 'react';
import { Navigate } from 'react-router';

/**
 * Where a page rendered on the server records that it sends its user elsewhere: the server responds
 * with a redirect instead of the page (src/entry-server.tsx). Absent in the browser.
 */
export const ServerRedirectContext = createContext<((to: string) => void) | null>(null);

/**
 * Sends the user to `to` in place of the current entry of the history (a guard, a page that is
 * not for them). In the browser a `<Navigate replace>`; on the server, a redirect of the request,
 * where `<Navigate>` cannot act.
 */
export function Redirect({ to }: { to: string }) {
  const redirectOnServer = use(ServerRedirectContext);
  if (redirectOnServer) {
    redirectOnServer(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
