import type { SectionType } from '@/api/storefront-sections';
import callToAction from './types/call_to_action';
import carousel from './types/carousel';
import categories from './types/categories';
import type { SectionTypeDefinition } from './types/definition';
import hero from './types/hero';
import imageText from './types/image_text';
import richText from './types/rich_text';
import trainings from './types/trainings';

/**
 * The section library, one line per type, in the order the editor offers them. Everything else
 * (the editor's library and form, validation, defaults, the public view) reads this list; adding a
 * type is its folder under `types/` and one line here (src/features/storefront/README.md).
 */
export const SECTION_REGISTRY = {
  hero,
  rich_text: richText,
  trainings,
  categories,
  image_text: imageText,
  call_to_action: callToAction,
  carousel,
} satisfies { [T in SectionType]: SectionTypeDefinition<T> };

/** The types in the order the editor's library offers them: the registry's lines. */
export const SECTION_LIBRARY = Object.keys(SECTION_REGISTRY) as SectionType[];

export const sectionTypeOf = <T extends SectionType>(type: T): SectionTypeDefinition<T> =>
  SECTION_REGISTRY[type] as unknown as SectionTypeDefinition<T>;

/** The definition of a type that came from the server, or undefined for a type this build does not know. */
export const findSectionType = (type: string): SectionTypeDefinition | undefined =>
  (SECTION_REGISTRY as Record<string, SectionTypeDefinition | undefined>)[type];
