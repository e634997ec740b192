import { HttpResponse, http } from 'msw';
import type { GetDb } from './types';
import { api } from './types';

export const walletHandlers = (getDb: GetDb) => [
  http.get(api('incentives/wallet'), () => HttpResponse.json({ data: { points: getDb().wallet.points } })),
];
