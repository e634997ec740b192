import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { walletQueryOptions } from '@/api/wallet';
import { asFiniteNumber, readStored, writeStored } from '@/lib/storage';

/** docs/product.md §3: the last known wallet value is cached under this key. */
export const POINTS_STORAGE_KEY = 'incentivesPoints';

export interface WalletPoints {
  /** Fresh points, else the cached value, else undefined. */
  points: number | undefined;
  /** True while the first fetch is under way (a cached value may be shown meanwhile). */
  isLoading: boolean;
  /** True when the fetch failed; any cached value stays. */
  isError: boolean;
  /** True when `points` is the cached value rather than a fresh one. */
  isCached: boolean;
}

export function useWalletPoints({ enabled = true }: { enabled?: boolean } = {}): WalletPoints {
  const query = useQuery({ ...walletQueryOptions(), enabled });
  const fresh = query.data?.points;

  useEffect(() => {
    if (fresh !== undefined) writeStored(POINTS_STORAGE_KEY, fresh);
  }, [fresh]);

  useEffect(() => {
    // docs/product.md §8: a failed wallet fetch is logged and the cached points stay.
    if (query.isError) console.error('Error fetching data', query.error);
  }, [query.isError, query.error]);

  const cached = fresh === undefined ? readStored(POINTS_STORAGE_KEY, asFiniteNumber) : undefined;
  return {
    points: fresh ?? cached,
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    isError: query.isError,
    isCached: fresh === undefined && cached !== undefined,
  };
}
