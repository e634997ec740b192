import type { QueryClient } from '@tanstack/react-query';
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
 * (the API's contract for sections, the editor's library and form, validation, defaults, the public
 * view, the mock's data) reads this list; adding a type is its folder under `types/` and one line
 * here (src/features/storefront/README.md).
 */
export const SECTION_REGISTRY = {
  hero,
  rich_text: richText,
  trainings,
  categories,
  image_text: imageText,
  call_to_action: callToAction,
  carousel,
};
type Registry = typeof SECTION_REGISTRY;

/** Fails to compile when a line's key is not its definition's `type`. */
type EachKeyIsItsType<R extends { [T in keyof R]: { type: T } }> = R;
export type SectionRegistry = EachKeyIsItsType<Registry>;

/** A type of the library: a key of the registry. */
export type SectionType = Extract<keyof Registry, string>;

/** The types in the order the editor's library offers them: the registry's lines. */
export const SECTION_TYPES = Object.keys(SECTION_REGISTRY) as SectionType[];
export const SECTION_LIBRARY = SECTION_TYPES;

/** The definition of one type, with its contract's types. */
export type SectionDefinitionOf<T extends SectionType> = Registry[T];

export const sectionTypeOf = <T extends SectionType>(type: T): SectionDefinitionOf<T> =>
  SECTION_REGISTRY[type];

/** The definition of a type that came from the server, or undefined for a type this build does not know. */
export const findSectionType = (type: string): SectionTypeDefinition | undefined =>
  (SECTION_REGISTRY as Record<string, SectionTypeDefinition | undefined>)[type];

/**
 * Starts the lists the sections fetch for themselves (a trainings section's cards), from the
 * storefront's response: the requests need only the sections' settings, not their rendering.
 * Resolves once every list has arrived or failed.
 */
export async function prefetchSectionLists(
  sections: readonly { type: string; data: Parameters<NonNullable<SectionTypeDefinition['prefetch']>>[0] }[],
  queryClient: QueryClient,
): Promise<void> {
  await Promise.all(
    sections.map((section) => findSectionType(section.type)?.prefetch?.(section.data, queryClient)),
  );
}
