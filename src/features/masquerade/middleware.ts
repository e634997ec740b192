import { type MiddlewareFunction, redirect } from 'react-router';
import { masqueradeQueryOptions } from '@/api/masquerade';
import { queryClientOf } from '@/api/route-data';

/** The masquerade page's middleware: a user who may not act as someone else goes to /denied. */
export const masqueradeAllowed: MiddlewareFunction = async ({ context }) => {
  const state = await queryClientOf({ context })
    .ensureQueryData(masqueradeQueryOptions())
    .catch(() => undefined);
  // Without the state the page shows its own error.
  if (state && !state.allowed) throw redirect('/denied');
};
