import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint } from './endpoint';
import { pointsSchema } from './formats';

export const walletSchema = z.object({
  data: z.object({ points: pointsSchema.check(z.describe("The signed-in user's balance")) }),
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
