import { toServerDateTime } from '@/api/incentives-common';
import type { MockDb } from '../db';

/** Write timestamps: one second apart from the reference date, so stories stay deterministic. */
export function stamp(db: MockDb): string {
  db.incentives.clock += 1000;
  return toServerDateTime(new Date(db.incentives.clock));
}

export const shopper = (db: MockDb) =>
  db.incentives.members.find((member) => member.uid === db.incentives.shopperUid) ?? {
    uid: db.incentives.shopperUid,
    full_name: 'Learner',
    avatar: null,
  };

/** How many of a product a member bought (spent minus refunded). */
export function purchasedCount(db: MockDb, uid: number, productId: number): number {
  let count = 0;
  for (const transaction of db.incentives.transactions) {
    if (transaction.user.uid !== uid) continue;
    const line = transaction.products.find((product) => product.id === productId);
    if (!line) continue;
    if (transaction.type === 'spent' && transaction.fulfilment !== 'cancelled') count += line.quantity;
    if (transaction.type === 'refunded') count -= line.quantity;
  }
  return Math.max(count, 0);
}
