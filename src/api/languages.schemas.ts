import { z } from 'zod/mini';
import { type Endpoint, endpoint, envelope } from './endpoint';

/** Drupal's LanguageInterface: direction 0 = left to right, 1 = right to left. */
export const languageDataSchema = z.object({
  langcode: z.string(),
  name: z.string(),
  direction: z.union([z.literal(0), z.literal(1)]),
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
    query: z.object({ configurable: z.optional(z.union([z.literal('1'), z.literal('0')])) }),
    response: languagesResponseSchema,
  }),
];
