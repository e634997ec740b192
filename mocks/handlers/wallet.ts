import { HttpResponse, http } from 'msw';
import { authorize, balanceOf } from './incentives-state';
import type { GetDb } from './types';
import { api } from './types';

export const walletHandlers = (getDb: GetDb) => [
  http.get(api('incentives/wallet'), ({ cookies }) => {
    const db = getDb();
    const { user, response } = authorize(db, cookies);
    return response ?? HttpResponse.json({ data: { points: balanceOf(db, user.uid) } });
  }),
];
