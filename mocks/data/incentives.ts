import type { Faker } from '@faker-js/faker';
import { makeWallet } from '@fixtures/incentives';
import type { Wallet } from '@/api/wallet';

/** Incentives slice of the mock database: wallet, products, shop, rules, schedules, transactions. */
export interface IncentivesData {
  wallet: Wallet;
}

export const createIncentivesData = (faker: Faker): IncentivesData => ({
  wallet: makeWallet(faker),
});
