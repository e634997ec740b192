import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { SectionOf, SectionType } from '@/api/storefront-sections';
import type { FieldDescriptor } from '../field-types';
import type { SectionProps } from '../types';

/** Everything the storefront knows about one section type; `registry.ts` lists them. */
export interface SectionTypeDefinition<T extends SectionType = SectionType> {
  type: T;
  /** Source strings for t(): the name and one line for the editor's library. */
  label: string;
  description: string;
  /** Lenient parsers of the API's content and settings, for rendering. */
  content: z.ZodType<SectionOf<T>['data']['content']>;
  settings: z.ZodType<SectionOf<T>['data']['settings']>;
  contentFields: FieldDescriptor[];
  settingsFields: FieldDescriptor[];
  /** What a new section starts with: complete data in the API's shape, content still to fill in. */
  defaults: () => SectionOf<T>['data'];
  View: ComponentType<SectionProps>;
}

/** Keeps the literal type of a definition while checking it. */
export const defineSectionType = <T extends SectionType>(definition: SectionTypeDefinition<T>) => definition;
