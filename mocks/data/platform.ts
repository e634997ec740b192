import type { Faker } from '@faker-js/faker';

/** Platform slice: session, users, settings, appearance, languages, navigation, catalogue. */
// biome-ignore lint/complexity/noBannedTypes: filled in as the platform endpoints land
export type PlatformData = {};

export const createPlatformData = (_faker: Faker): PlatformData => ({});
