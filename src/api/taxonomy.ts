import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import type { TaxonomyTerm, Vocabulary } from './taxonomy.schemas';

export type { TaxonomyTerm, Vocabulary } from './taxonomy.schemas';

const schema = lazySchemas(() => import('./taxonomy.schemas'));

export const TAXONOMY_PAGE_SIZE = 100;

export interface TaxonomyTermsParams {
  /** The vocabulary's machine name. */
  machine_name: string;
  /** Only children of this term; 0 for roots, omitted for all. */
  parent?: number;
}

export const getTaxonomyTermsPage = (params: TaxonomyTermsParams, page: number, signal?: AbortSignal) =>
  requestParsed(schema('taxonomyTermsResponseSchema'), 'taxonomy_terms', {
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

export const getVocabularies = async (signal?: AbortSignal): Promise<Vocabulary[]> =>
  (await requestParsed(schema('vocabulariesResponseSchema'), 'vocabularies', { signal })).data;

export const vocabulariesQueryOptions = () =>
  queryOptions({ queryKey: keys.taxonomy.vocabularies(), queryFn: ({ signal }) => getVocabularies(signal) });
