import type {
  SectionBodyOf,
  StoredSectionOf,
  SectionAppearance as WireAppearance,
} from '@/api/storefront-sections';
import { sectionSchemasOf } from '@/api/storefront-sections.schemas';
import { SECTION_REGISTRY, type SectionDefinitionOf, type SectionType } from './registry';

/**
 * The sections' wire contract, composed from the registry: each type's `contract.ts` gives the
 * strict shape of its content and settings, and `sectionSchemasOf` (the api layer) puts them in one
 * discriminated union on `type`. `../api.ts` hands it to the storefront calls, so responses and
 * PATCH bodies are checked against it; the mock server checks the bodies it receives with it.
 */
export const { storedSectionSchema, sectionSchema, sectionBodySchema } = sectionSchemasOf<StoredSection>(
  Object.values(SECTION_REGISTRY).map(({ type, contract }) => ({ type, ...contract })),
);

/** A section of one type, as stored. */
export type StoredSectionOfType<T extends SectionType> = StoredSectionOf<
  T,
  SectionDefinitionOf<T>['contract']
>;
/** A section of any type of the library, as stored (one of the types, content and settings typed by it). */
export type StoredSection = { [T in SectionType]: StoredSectionOfType<T> }[SectionType];
/** As GET storefront* returns it: `hide` is set by the editor's audience preview only. */
export type Section = StoredSection & { hide?: boolean };
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type SectionData = Section['data'];
/** One section of the PATCH body: `id` null for new ones. */
export type SectionBody = SectionBodyOf<StoredSection>;
export type SectionAppearance = WireAppearance;

export { SECTION_TYPES, type SectionType } from './registry';
