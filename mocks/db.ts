import { createFaker, DEFAULT_SEED } from '@fixtures/faker';
import { makeWallet } from '@fixtures/wallet';
import type { Wallet } from '@/api/wallet';

/**
 * The mock backend's in-memory database. Handlers read and write it, so the
 * mock behaves like a server (checkout deducts points, saves persist, ...).
 */
export interface MockDb {
  wallet: Wallet;
}

export interface CreateDbOptions {
  seed?: number;
}

export function createDb({ seed = DEFAULT_SEED }: CreateDbOptions = {}): MockDb {
  const faker = createFaker(seed);
  return {
    wallet: makeWallet(faker),
  };
}
