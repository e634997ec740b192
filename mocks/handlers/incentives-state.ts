import type { MockUser } from '@fixtures/users';
import { LEARNER_UID } from '@fixtures/users';
import type { UserRef } from '@/api/incentives-common';
import type { AccessFlag } from '@/api/settings';
import { formatServerDate } from '@/lib/server-date';
import type { MockDb } from '../db';
import { type Cookies, currentUser, forbidden, hasFlag, unauthorized } from './http';

/** Write timestamps: one second apart from the reference date, so stories stay deterministic. */
export function stamp(db: MockDb): string {
  db.incentives.clock += 1000;
  return formatServerDate(new Date(db.incentives.clock));
}

/**
 * `db.wallet` is the seeded learner's wallet — the one stories and scenarios
 * adjust; everyone else's balance lives in `incentives.balances`.
 */
export const WALLET_OWNER_UID = LEARNER_UID;

export const balanceOf = (db: MockDb, uid: number): number =>
  uid === WALLET_OWNER_UID ? db.wallet.points : (db.incentives.balances.get(uid) ?? 0);

export function setBalance(db: MockDb, uid: number, points: number): void {
  if (uid === WALLET_OWNER_UID) db.wallet.points = points;
  else db.incentives.balances.set(uid, points);
}

/** A person as lists show them: the platform's user when there is one. */
export function userRef(db: MockDb, uid: number): UserRef {
  const user = db.platform.users.find((item) => item.uid === uid);
  if (user) return { uid, full_name: user.full_name, avatar: user.avatar };
  return (
    db.incentives.members.find((member) => member.uid === uid) ?? { uid, full_name: `#${uid}`, avatar: null }
  );
}

/** Organisation ids of a user (the platform stores the organisation's name). */
export const organizationIdsOf = (db: MockDb, user: MockUser): number[] =>
  db.platform.organizations.filter((org) => org.name === user.organization).map((org) => org.id);

/** Who is asking: 401 for visitors, 403 without the flag — as the backend responds. */
export function authorize(
  db: MockDb,
  cookies: Cookies,
  flag?: AccessFlag,
): { user: MockUser; response?: undefined } | { user?: undefined; response: Response } {
  const user = currentUser(db, cookies);
  if (!user) return { response: unauthorized(db) };
  if (flag && !hasFlag(db, user, flag)) return { response: forbidden(db) };
  return { user };
}

/** How many of a product a member bought (spent minus refunded, cancelled orders excluded). */
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
