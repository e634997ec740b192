import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { languageCodeSchema } from './formats';

/** Drupal's LanguageInterface: direction 0 = left to right, 1 = right to left. */
export const languageDataSchema = z.object({
  langcode: languageCodeSchema,
  /** The language's name in that language (`Français`). */
  name: z.string().check(z.minLength(1)),
  direction: z
    .union([z.literal(0), z.literal(1)])
    .check(z.describe('0: written left to right, 1: right to left')),
  weight: z.number(),
});
export const languagesResponseSchema = envelope(z.array(languageDataSchema));
export type LanguageData = z.infer<typeof languageDataSchema>;

export const languagesEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'languages',
    group: 'languages',
    summary: 'Enabled languages with direction (0 ltr, 1 rtl) and weight',
    visitors: true,
    query: z.object({ configurable: z.optional(z.union([z.literal('1'), z.literal('0')])) }),
    response: languagesResponseSchema,
  }),
];
