import { createFaker } from '@fixtures/faker';
import { makeSection } from '@fixtures/storefront';
import type { LoadedStorefront } from '@/features/storefront/editor/model';

/**
 * The types the benchmark's sections rotate through, named here rather than read from the
 * registry: the same workload for every revision it times (BENCH_AGAINST), whichever module of
 * that revision lists the types.
 */
const TYPES = [
  'hero',
  'rich_text',
  'trainings',
  'categories',
  'image_text',
  'call_to_action',
  'carousel',
] as const;

/** The mock's realistic sections, every type in turn, deterministic (seeded). */
export function benchSections(count: number): LoadedStorefront['sections'] {
  const faker = createFaker(300);
  return Array.from({ length: count }, (_, index) =>
    makeSection(faker, TYPES[index % TYPES.length] ?? 'rich_text', index + 1, index),
  );
}
