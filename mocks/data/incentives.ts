import type { Faker } from '@faker-js/faker';
import { REFERENCE_NOW } from '@fixtures/faker';
import {
  makeHistory,
  makeMembers,
  makeProduct,
  makeProducts,
  makeRulesSettings,
  makeSchedules,
  makeShopSettings,
  makeWallet,
} from '@fixtures/incentives';
import { LEARNER_UID } from '@fixtures/users';
import type { Product } from '@/api/incentives';
import type { UserRef } from '@/api/incentives-common';
import type { Schedule } from '@/api/incentives-schedules';
import type { RulesSettings, ShopSettings } from '@/api/incentives-settings';
import type { Transaction } from '@/api/incentives-transactions';
import type { Wallet } from '@/api/wallet';

/** Incentives slice of the mock database. */
export interface IncentivesData {
  /** The seeded learner's wallet (LEARNER_UID): stories and scenarios adjust it. */
  wallet: Wallet;
  incentives: {
    products: Product[];
    shopSettings: ShopSettings;
    rulesSettings: RulesSettings;
    schedules: Omit<Schedule, 'next_run'>[];
    /** People with points: the leaderboard and the transactions list. */
    members: UserRef[];
    /** Everyone else's points, by uid. */
    balances: Map<number, number>;
    /** Oldest first. */
    transactions: Transaction[];
    nextId: { product: number; schedule: number; transaction: number };
    /** Writes are stamped from the reference date onwards, one second apart, so stories stay deterministic. */
    clock: number;
  };
}

export function createIncentivesData(faker: Faker): IncentivesData {
  const wallet = makeWallet(faker);
  const products = makeProducts(faker);
  const members = makeMembers(faker);
  let transactionId = 0;
  const nextTransactionId = () => ++transactionId;
  const balances = new Map<number, number>();
  const histories = members.map((member) => {
    const balance = member.uid === LEARNER_UID ? wallet.points : faker.number.int({ min: 0, max: 6000 });
    if (member.uid !== LEARNER_UID) balances.set(member.uid, balance);
    return makeHistory(faker, member, products, nextTransactionId, balance);
  });
  const transactions = histories
    .flat()
    .sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id)
    .map((transaction, index) => ({ ...transaction, id: index + 1 }));
  const schedules = makeSchedules();
  return {
    wallet,
    incentives: {
      products,
      shopSettings: makeShopSettings(),
      rulesSettings: makeRulesSettings(),
      schedules,
      members,
      balances,
      transactions,
      nextId: {
        product: products.length + 1,
        schedule: schedules.length + 1,
        transaction: transactions.length + 1,
      },
      clock: REFERENCE_NOW.getTime(),
    },
  };
}

/** The largeData scenario: thousands of products, so lists and paging meet real volume. */
export function addManyProducts(data: IncentivesData, faker: Faker, count = 3000): void {
  const { incentives } = data;
  for (let index = 0; index < count; index++) {
    incentives.products.push(makeProduct(faker, incentives.nextId.product++));
  }
}
