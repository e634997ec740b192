import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope, intParam, pagedEnvelope } from './endpoint';
import { idSchema } from './formats';

export const taxonomyTermSchema = z.object({
  tid: idSchema,
  name: z.string(),
  parent: z.int().check(z.nonnegative(), z.describe('The parent term; 0 for a root term, as in Drupal')),
  vocabulary: z.string().check(z.minLength(1), z.describe("The vocabulary's machine name")),
  weight: z.number(),
});
export type TaxonomyTerm = z.infer<typeof taxonomyTermSchema>;
export const taxonomyTermsResponseSchema = pagedEnvelope(taxonomyTermSchema);

/** docs/product.md §3 Vocabularies: type, name, taxonomy (its machine name). */
export const vocabularySchema = z.object({
  type: z.string(),
  name: z.string(),
  taxonomy: z.string().check(z.minLength(1), z.describe("The vocabulary's machine name")),
});
export type Vocabulary = z.infer<typeof vocabularySchema>;
export const vocabulariesResponseSchema = envelope(z.array(vocabularySchema));

export const taxonomyEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'taxonomy_terms',
    group: 'taxonomy',
    summary: 'Terms of one vocabulary, paged (zero-based page)',
    visitors: true,
    query: z.object({
      machine_name: z.string(),
      parent: z.optional(intParam),
      page: z.optional(intParam),
      limit: z.optional(intParam),
    }),
    response: taxonomyTermsResponseSchema,
    example: { query: { machine_name: 'topics', limit: 100, page: 0 } },
  }),
  endpoint({
    method: 'GET',
    path: 'vocabularies',
    group: 'taxonomy',
    summary: 'Vocabularies usable as storefront filters',
    visitors: true,
    response: vocabulariesResponseSchema,
  }),
];
