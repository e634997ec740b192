import { createFaker, DEFAULT_SEED } from '@fixtures/faker';
import { type AvailabilityData, createAvailabilityData } from './data/availability';
import { createIncentivesData, type IncentivesData } from './data/incentives';
import { createPlatformData, type PlatformData } from './data/platform';
import { createStorefrontData, type StorefrontData } from './data/storefront';

/**
 * The mock backend's in-memory database, one slice per area. Handlers read
 * and write it, so the mock behaves like a server (checkout deducts points,
 * saves persist, ...).
 */
export interface MockDb extends PlatformData, IncentivesData, StorefrontData, AvailabilityData {}

export interface CreateDbOptions {
  seed?: number;
}

export function createDb({ seed = DEFAULT_SEED }: CreateDbOptions = {}): MockDb {
  // One faker per slice, so adding data to one area never reshuffles another's.
  return {
    ...createPlatformData(createFaker(seed)),
    ...createIncentivesData(createFaker(seed + 1)),
    ...createStorefrontData(createFaker(seed + 2)),
    ...createAvailabilityData(createFaker(seed + 3)),
  };
}
