import { createFaker } from '@fixtures/faker';
import { makeSection } from '@fixtures/storefront';
import { SECTION_TYPES } from '@/features/storefront/sections/contract';
import type { LoadedStorefront } from '@/features/storefront/editor/model';

/** The mock's realistic sections, every type in turn, deterministic (seeded). */
export function benchSections(count: number): LoadedStorefront['sections'] {
  const faker = createFaker(300);
  return Array.from({ length: count }, (_, index) =>
    makeSection(faker, SECTION_TYPES[index % SECTION_TYPES.length] ?? 'rich_text', index + 1, index),
  );
}
