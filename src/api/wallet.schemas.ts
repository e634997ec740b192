import { z } from 'zod/mini';
import { type Endpoint, endpoint } from './endpoint';

export const walletSchema = z.object({
  data: z.object({ points: z.int() }),
});
export type Wallet = z.infer<typeof walletSchema>['data'];

export const walletEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'incentives/wallet',
    group: 'wallet',
    summary: 'The signed-in user’s points',
    response: walletSchema,
  }),
];
