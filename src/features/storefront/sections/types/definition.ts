import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { SectionTypeContract, StoredSectionOf } from '@/api/storefront-sections';
import type { z } from '@/api/zod-mini';
import type { FieldDescriptor } from '../field-types';
import type { SectionProps } from '../types';

/** A section's data (content, settings, appearance, restrictions) under the given contract. */
export type SectionDataOf<C extends SectionTypeContract> = StoredSectionOf<string, C>['data'];

/** Everything the storefront knows about one section type; `registry.ts` lists them. */
export interface SectionTypeDefinition<
  T extends string = string,
  C extends SectionTypeContract = SectionTypeContract,
> {
  type: T;
  /** Source strings for t(): the name and one line for the editor's library. */
  label: string;
  description: string;
  /**
   * The wire contract (`contract.ts`): strict schemas of the content and settings, as the server
   * stores them. The API's responses and the PATCH body are checked against them.
   */
  contract: C;
  /** Lenient parsers of the API's content and settings, for rendering. */
  content: z.core.$ZodType<z.infer<C['content']>>;
  settings: z.core.$ZodType<z.infer<C['settings']>>;
  contentFields: FieldDescriptor[];
  settingsFields: FieldDescriptor[];
  /** What a new section starts with: complete data in the API's shape, content still to fill in. */
  defaults: () => SectionDataOf<C>;
  /** Whether a section of this type links to its own page (/storefront/{id}): lists that can show more than fits. */
  hasOwnPage?: boolean;
  View: ComponentType<SectionProps>;
  /**
   * Starts the list a section of this type fetches for itself (trainings, categories), with the
   * options its View asks for: the page's loader starts it as soon as the storefront's response
   * arrives, before the sections are rendered. Resolves once the list has arrived or failed.
   */
  prefetch?: (data: SectionDataOf<C>, queryClient: QueryClient) => Promise<void>;
}

/** Keeps the literal type of a definition while checking it. */
export const defineSectionType = <T extends string, C extends SectionTypeContract>(
  definition: SectionTypeDefinition<T, C>,
) => definition;

/**
 * A believable section of a type for the mock's data, the fixtures and the stories (`example.ts`,
 * given the seeded faker): its content and settings, and what its appearance changes from the
 * default. Never imported by the app, so faker stays out of its bundle.
 */
export interface SectionExample<C extends SectionTypeContract = SectionTypeContract> {
  content: z.infer<C['content']>;
  settings: z.infer<C['settings']>;
  appearance?: Partial<SectionDataOf<C>['appearance']>;
}
