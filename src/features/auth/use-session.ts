import { useQuery } from '@tanstack/react-query';
import { isAuthenticated, type Me, meQueryOptions } from '@/api/session';

export interface Session {
  me: Me | undefined;
  /** docs/product.md §4: authenticated means the current-user response has a uid. */
  signedIn: boolean;
  uid: number | undefined;
  isPending: boolean;
  error: Error | null;
}

export function useSession(): Session {
  const query = useQuery(meQueryOptions());
  const signedIn = isAuthenticated(query.data);
  return {
    me: query.data,
    signedIn,
    uid: signedIn ? query.data?.uid : undefined,
    isPending: query.isPending && query.fetchStatus !== 'idle',
    error: query.error,
  };
}
