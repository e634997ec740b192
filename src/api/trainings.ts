import { queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod-mini';
import { requestParsed } from './client';
import type { Encodable } from './encode';
import { type Endpoint, endpoint, flagParam, intParam, pagedEnvelope } from './endpoint';
import {
  countSchema,
  currencySchema,
  idSchema,
  imageUrlSchema,
  languageCodeSchema,
  linkUrlSchema,
  serverDateTimeSchema,
} from './formats';
import { keys } from './keys';

export const TRAINING_ORDERS = ['newest', 'oldest', 'title', 'popularity'] as const;
export type TrainingOrder = (typeof TRAINING_ORDERS)[number];
export const SECTION_SORTINGS = [...TRAINING_ORDERS, 'personalized'] as const;
export type SectionSorting = (typeof SECTION_SORTINGS)[number];

export const trainingSchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string().check(z.describe('Plain-text teaser')),
  image: z.nullable(imageUrlSchema).check(z.describe('The cover; null: the interface shows a placeholder')),
  url: linkUrlSchema.check(z.describe("The training's page in the app")),
  language: languageCodeSchema.check(z.describe('The language the training is taught in')),
  free: z.boolean(),
  price: z
    .nullable(z.number().check(z.nonnegative()))
    .check(z.meta({ description: 'The price in `currency`; null when free', examples: [49] })),
  currency: currencySchema,
  duration_minutes: countSchema.check(z.describe('Length in minutes')),
  tags: z.array(idSchema).check(z.describe('Taxonomy term ids')),
  created: serverDateTimeSchema,
  own: z.boolean().check(z.describe('Whether the current user created it (include_own=1 lists them)')),
});
export type Training = z.infer<typeof trainingSchema>;
export const trainingsResponseSchema = pagedEnvelope(trainingSchema);
export type TrainingsPage = z.infer<typeof trainingsResponseSchema>;

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

export const trainingsQuerySchema = z.catchall(
  z.object({
    include_own: z.optional(flagParam),
    linked: z.optional(flagParam),
    multilingual: z.optional(flagParam),
    free: z.optional(flagParam),
    order_by: z.optional(z.enum(TRAINING_ORDERS)),
    limit: z.optional(intParam),
    page: z.optional(intParam),
    id: z.optional(z.array(intParam)),
    s: z.optional(z.string()),
  }),
  z.array(intParam).check(z.describe('A vocabulary machine name holding term ids (tags)')),
);

export const getTrainings = (query: TrainingsQuery = {}, signal?: AbortSignal): Promise<TrainingsPage> =>
  requestParsed(trainingsResponseSchema, 'trainings', { query: query as Encodable, signal });

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

export const trainingsEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'trainings',
    group: 'catalog',
    summary: 'Training catalogue with the storefront section filters; paged (zero-based page)',
    visitors: true,
    query: trainingsQuerySchema,
    response: trainingsResponseSchema,
    example: { query: { include_own: 1, linked: 1, multilingual: 1, limit: 12 } },
  }),
];
