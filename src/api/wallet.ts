import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import { SHARED_DATA_STALE_TIME_MS } from './query-client';
import type { Wallet } from './wallet.schemas';

export type { Wallet } from './wallet.schemas';

// The points badge is in the first load: its schema is fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./wallet.schemas'));

export const getWallet = async (signal?: AbortSignal): Promise<Wallet> =>
  (await requestParsed(schema('walletSchema'), 'incentives/wallet', { signal })).data;

export const walletQueryOptions = () =>
  queryOptions({
    queryKey: keys.incentives.wallet(),
    queryFn: ({ signal }) => getWallet(signal),
    staleTime: SHARED_DATA_STALE_TIME_MS,
  });
