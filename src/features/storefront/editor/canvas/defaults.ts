import { sectionTypeOf } from '../../sections/registry';
import type { Section, SectionType } from '../model';

/** What a new section of each type starts with (the type's `defaults` in the registry). */
export function defaultSectionData(type: SectionType): Section['data'] {
  return sectionTypeOf(type).defaults();
}
