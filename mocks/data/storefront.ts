import type { Faker } from '@faker-js/faker';
import { makeSection, makeStorefront, makeStorefrontAppearance } from '@fixtures/storefront';
import type { StorefrontAppearance, StorefrontType } from '@/api/storefront';
import type { Storefront } from '@/features/storefront/api';
import { SECTION_TYPES } from '@/features/storefront/sections/contract';

/** Storefront slice: the registered and unregistered storefronts and the storefront-wide appearance. */
export interface StorefrontData {
  storefront: {
    storefronts: Record<StorefrontType, Storefront>;
    appearance: StorefrontAppearance;
    nextSectionId: number;
  };
}

export function createStorefrontData(faker: Faker): StorefrontData {
  const registered = makeStorefront(faker, 'registered', 1, 1);
  const unregistered = makeStorefront(faker, 'unregistered', 2, registered.sections.length + 1);
  return {
    storefront: {
      storefronts: { registered, unregistered },
      appearance: makeStorefrontAppearance(),
      nextSectionId: registered.sections.length + unregistered.sections.length + 1,
    },
  };
}

/** The largeData scenario: hundreds of sections in the registered storefront, every type in turn (the registry's order). */
export function growStorefrontData(data: StorefrontData, faker: Faker, count = 300): void {
  const { storefront } = data;
  const { sections } = storefront.storefronts.registered;
  while (sections.length < count) {
    const type = SECTION_TYPES[sections.length % SECTION_TYPES.length] ?? 'rich_text';
    sections.push(makeSection(faker, type, storefront.nextSectionId++, sections.length));
  }
}
