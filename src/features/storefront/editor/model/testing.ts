import { editorReducer, emptyConfig, emptySectionData } from './reducer';
import type { LoadedStorefront, Section, SectionType, StorefrontConfig } from './types';

/** A server section for tests, benchmarks and stories. */
export function serverSection(
  id: number,
  type: SectionType = 'rich_text',
  weight?: number,
): LoadedStorefront['sections'][number] {
  return {
    id,
    type,
    ...(weight === undefined ? {} : { weight }),
    data: { ...emptySectionData(), content: { title: `Section ${id}` } },
  };
}

/** A loaded config with sections 1..count (ids = positions + 1). */
export function loadedConfig(count: number, types: readonly SectionType[] = ['rich_text']): StorefrontConfig {
  const sections = Array.from({ length: count }, (_, index) =>
    serverSection(index + 1, types[index % types.length] as SectionType),
  );
  return editorReducer(emptyConfig(), { type: 'load', storefront: { id: 7, sections } });
}

export const idsInOrder = (config: StorefrontConfig): number[] =>
  config.sections.map((section: Section) => section.id);
