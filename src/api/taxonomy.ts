import { queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod-mini';
import { requestParsed } from './client';
import { type Endpoint, endpoint, envelope, intParam, pagedEnvelope } from './endpoint';
import { idSchema } from './formats';
import { keys } from './keys';

export const taxonomyTermSchema = z.object({
  tid: idSchema,
  name: z.string(),
  parent: z.int().check(z.nonnegative(), z.describe('The parent term; 0 for a root term, as in Drupal')),
  vocabulary: z.string().check(z.minLength(1), z.describe("The vocabulary's machine name")),
  weight: z.number(),
});
export type TaxonomyTerm = z.infer<typeof taxonomyTermSchema>;
export const taxonomyTermsResponseSchema = pagedEnvelope(taxonomyTermSchema);

export const TAXONOMY_PAGE_SIZE = 100;

export interface TaxonomyTermsParams {
  /** The vocabulary's machine name. */
  machine_name: string;
  /** Only children of this term; 0 for roots, omitted for all. */
  parent?: number;
}

export const getTaxonomyTermsPage = (params: TaxonomyTermsParams, page: number, signal?: AbortSignal) =>
  requestParsed(taxonomyTermsResponseSchema, 'taxonomy_terms', {
    query: { ...params, limit: TAXONOMY_PAGE_SIZE, page },
    signal,
  });

/** docs/product.md §7: loops over pages until the last one. */
export async function getAllTaxonomyTerms(
  params: TaxonomyTermsParams,
  signal?: AbortSignal,
): Promise<TaxonomyTerm[]> {
  const terms: TaxonomyTerm[] = [];
  for (let page = 0; ; page += 1) {
    const result = await getTaxonomyTermsPage(params, page, signal);
    terms.push(...result.data);
    if (result.meta.isLastPage || result.data.length < TAXONOMY_PAGE_SIZE) return terms;
  }
}

export const taxonomyTermsQueryOptions = (params: TaxonomyTermsParams) =>
  queryOptions({
    queryKey: keys.taxonomy.terms(params),
    queryFn: ({ signal }) => getAllTaxonomyTerms(params, signal),
  });

/** docs/product.md §3 Vocabularies: type, name, taxonomy (its machine name). */
export const vocabularySchema = z.object({
  type: z.string(),
  name: z.string(),
  taxonomy: z.string().check(z.minLength(1), z.describe("The vocabulary's machine name")),
});
export type Vocabulary = z.infer<typeof vocabularySchema>;
export const vocabulariesResponseSchema = envelope(z.array(vocabularySchema));

export const getVocabularies = async (signal?: AbortSignal): Promise<Vocabulary[]> =>
  (await requestParsed(vocabulariesResponseSchema, 'vocabularies', { signal })).data;

export const vocabulariesQueryOptions = () =>
  queryOptions({ queryKey: keys.taxonomy.vocabularies(), queryFn: ({ signal }) => getVocabularies(signal) });

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
