import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import type { Encodable } from './encode';
import { keys } from './keys';
import type { TrainingsPage } from './trainings.schemas';
import { TRAINING_ORDERS } from './values';

export type { Training, TrainingsPage } from './trainings.schemas';

export { TRAINING_ORDERS };

const schema = lazySchemas(() => import('./trainings.schemas'));

export type TrainingOrder = (typeof TRAINING_ORDERS)[number];
export const SECTION_SORTINGS = [...TRAINING_ORDERS, 'personalized'] as const;
export type SectionSorting = (typeof SECTION_SORTINGS)[number];

/** Query of GET trainings. A vocabulary's machine name may be used as a key holding term ids. */
export interface TrainingsQuery {
  include_own?: 1;
  linked?: 1;
  multilingual?: 1;
  free?: 1;
  order_by?: TrainingOrder;
  limit?: number;
  page?: number;
  id?: number[];
  s?: string;
  [vocabulary: string]: string | number | number[] | undefined;
}

export const getTrainings = (query: TrainingsQuery = {}, signal?: AbortSignal): Promise<TrainingsPage> =>
  requestParsed(schema('trainingsResponseSchema'), 'trainings', { query: query as Encodable, signal });

export const trainingsQueryOptions = (query: TrainingsQuery = {}) =>
  queryOptions({
    queryKey: keys.trainings.list(query),
    queryFn: ({ signal }) => getTrainings(query, signal),
  });

/** docs/product.md §3 "Section list parameters". */
export interface SectionListParams {
  type: 'all' | 'free' | 'custom' | 'vocabulary';
  sorting?: SectionSorting;
  size?: number;
  trainings?: number[];
  vocabulary?: string;
  tags?: number[];
}

/**
 * docs/product.md §7: include_own 1, linked 1, multilingual 1, plus free 1, order_by
 * (unless sorting is personalized), limit, or the id list for custom, or the
 * vocabulary name set to the tags.
 */
export function toSectionTrainingsQuery(params: SectionListParams): TrainingsQuery {
  const query: TrainingsQuery = { include_own: 1, linked: 1, multilingual: 1 };
  if (params.type === 'custom') {
    query.id = params.trainings ?? [];
    return query;
  }
  if (params.type === 'free') query.free = 1;
  if (params.type === 'vocabulary' && params.vocabulary) query[params.vocabulary] = params.tags ?? [];
  if (params.sorting && params.sorting !== 'personalized') query.order_by = params.sorting;
  if (params.size !== undefined) query.limit = params.size;
  return query;
}
