import { z } from '@/api/zod-mini';
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
import { TRAINING_ORDERS } from './values';

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

export const trainingsQuerySchema = z.catchall(
  z.object({
    include_own: z.optional(flagParam),
    linked: z.optional(flagParam),
    multilingual: z.optional(flagParam),
    free: z.optional(flagParam),
    order_by: z.optional(z.enum(TRAINING_ORDERS)),
    limit: z.optional(intParam),
    page: z.optional(intParam),
    id: z.optional(
      z
        .array(intParam)
        .check(
          z.describe(
            "Only the trainings with these ids (a hand-picked section). The client shows them in this list's order, whatever order the response lists them in",
          ),
        ),
    ),
    s: z.optional(z.string()),
  }),
  z.array(intParam).check(z.describe('A vocabulary machine name holding term ids (tags)')),
);

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
