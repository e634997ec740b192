import type { SectionAppearance } from './storefront-sections.schemas';

/**
 * What every storefront section has, whatever its type (docs/architecture.md): an id, a type, a
 * position, and data made of the type's own content and settings, one shared appearance and the
 * restrictions. The section types themselves, with the strict shape of their content and settings,
 * belong to the storefront feature (`src/features/storefront/sections/types/<type>/contract.ts`);
 * it composes them with `sectionSchemasOf` (`./storefront-sections.schemas.ts`) and hands the
 * result to `storefrontSchemasOf` (`./storefront.schemas.ts`). HTML fields are server HTML: render
 * them only through the sanitising component.
 */

export type {
  AnyStoredSection,
  Restriction,
  SectionAppearance,
  SectionBase,
  SectionBodyOf,
  SectionSchemas,
  SectionTypeContract,
  StoredSectionOf,
} from './storefront-sections.schemas';

export const RESTRICTION_BASE_TYPES = ['language', 'country', 'title', 'organizations'] as const;

export const defaultAppearance = (): SectionAppearance => ({
  background_color: null,
  background_image: null,
  text_color: null,
  spacing: 'medium',
  width: 'normal',
});
