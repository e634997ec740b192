import { createFaker } from '@fixtures/faker';
import { makeSection } from '@fixtures/storefront';
import type { SectionType, StoredSection } from './contract';

/**
 * For the section stories (`Sections.stories.tsx` and each type's `View.stories.tsx`): the mock's
 * section of a type, always the same (seeded), changed as the story needs.
 */
export const section = (type: SectionType, change?: (section: StoredSection) => void): StoredSection => {
  const made = makeSection(createFaker(61), type, 7, 0);
  change?.(made);
  return made;
};
/** The calls a list section makes, for the stories' handlers. */
export const trainings = '*/api/v2/trainings';
export const terms = '*/api/v2/taxonomy_terms';
