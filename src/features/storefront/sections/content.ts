import type { SectionOf, SectionType } from './contract';
import { findSectionType, sectionTypeOf } from './registry';
import { lenient } from './types/shared';

/**
 * Each section type's content and settings (the shapes of its `contract.ts`),
 * parsed leniently with the type's own schema from the registry.
 */
export type SectionContentOf<T extends SectionType> = SectionOf<T>['data']['content'];
export type SectionSettingsOf<T extends SectionType> = SectionOf<T>['data']['settings'];

export const parseContent = <T extends SectionType>(type: T, content: unknown): SectionContentOf<T> =>
  lenient<unknown>(sectionTypeOf(type).content, content) as unknown as SectionContentOf<T>;

export const parseSettings = <T extends SectionType>(type: T, settings: unknown): SectionSettingsOf<T> =>
  lenient<unknown>(sectionTypeOf(type).settings, settings) as unknown as SectionSettingsOf<T>;

/** The section's own title where it has one, for labels in the editor. */
export function sectionTitleOf(type: SectionType, content: unknown): string {
  const definition = findSectionType(type);
  if (!definition) return '';
  const parsed = lenient(definition.content, content) as { title?: string; slides?: { title: string }[] };
  return parsed.title || parsed.slides?.[0]?.title || '';
}
