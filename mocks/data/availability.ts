import type { Faker } from '@faker-js/faker';

/** Availability slice: calendar slots per user. */
// biome-ignore lint/complexity/noBannedTypes: filled in as the availability endpoints land
export type AvailabilityData = {};

export const createAvailabilityData = (_faker: Faker): AvailabilityData => ({});
