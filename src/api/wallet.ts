import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { requestParsed } from './client';
import { type Endpoint, endpoint } from './endpoint';
import { keys } from './keys';

export const walletSchema = z.object({
  data: z.object({ points: z.int() }),
});
export type Wallet = z.infer<typeof walletSchema>['data'];

export const getWallet = async (signal?: AbortSignal): Promise<Wallet> =>
  (await requestParsed(walletSchema, 'incentives/wallet', { signal })).data;

export const walletQueryOptions = () =>
  queryOptions({ queryKey: keys.incentives.wallet(), queryFn: ({ signal }) => getWallet(signal) });

export const walletEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'incentives/wallet',
    group: 'wallet',
    summary: 'The signed-in user’s points',
    response: walletSchema,
  }),
];
