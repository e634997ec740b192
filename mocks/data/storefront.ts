import type { Faker } from '@faker-js/faker';

/** Storefront slice: registered and unregistered storefronts, sections, settings. */
// biome-ignore lint/complexity/noBannedTypes: filled in as the storefront endpoints land
export type StorefrontData = {};

export const createStorefrontData = (_faker: Faker): StorefrontData => ({});
