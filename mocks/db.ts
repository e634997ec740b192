import type { Faker } from '@faker-js/faker';
import { type CourseData, createCourseData } from '@fixtures/catalog-courses';
import { createFaker, DEFAULT_SEED } from '@fixtures/faker';
import type { Role } from '@fixtures/users';
import { type AvailabilityData, createAvailabilityData } from './data/availability';
import { addManyProducts, createIncentivesData, type IncentivesData } from './data/incentives';
import { createPlatformData, growPlatformData, type PlatformData } from './data/platform';
import { createStorefrontData, growStorefrontData, type StorefrontData } from './data/storefront';
import type { IdempotentRequests } from './handlers/idempotency';

/**
 * The mock backend's in-memory database, one slice per area. Handlers read
 * and write it, so the mock behaves like a server (checkout deducts points,
 * saves persist, ...).
 */
export interface MockDb extends PlatformData, IncentivesData, StorefrontData, AvailabilityData, CourseData {
  /** What the data grew from; the chaos scenario picks its failures from it too (mocks/chaos.ts). */
  seed: number;
  /** 'large' for the largeData scenario: every slice grew to thousands of rows. */
  size: DbSize;
  /** Creates and checkouts done with an Idempotency-Key (handlers/idempotency.ts). */
  idempotentRequests: IdempotentRequests;
}

export type DbSize = 'default' | 'large';

export interface CreateDbOptions {
  seed?: number;
  /** Who is signed in when no session cookie says otherwise (Storybook's Role toolbar, MOCK_ROLE). */
  role?: Role;
  size?: DbSize;
}

/**
 * largeData: each slice grows its own data. A slice adds one function here;
 * each gets its own faker so growing one never reshuffles another.
 */
const growers: Array<(db: MockDb, faker: Faker) => void> = [
  growPlatformData,
  addManyProducts,
  growStorefrontData,
];

export function createDb({
  seed = DEFAULT_SEED,
  role = 'learner',
  size = 'default',
}: CreateDbOptions = {}): MockDb {
  // One faker per slice, so adding data to one area never reshuffles another's.
  const db: MockDb = {
    seed,
    size,
    idempotentRequests: new Map(),
    ...createPlatformData(createFaker(seed), { role }),
    ...createIncentivesData(createFaker(seed + 1)),
    ...createStorefrontData(createFaker(seed + 2)),
    ...createAvailabilityData(createFaker(seed + 3)),
    ...createCourseData(),
  };
  if (size === 'large') {
    for (const [index, grow] of growers.entries()) grow(db, createFaker(seed + 100 + index));
  }
  return db;
}
