import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { languageCodeSchema } from './formats';
import { INTERFACE_CONTEXT } from './translations.constants';

/** A plural pair's source and translation join their forms with U+0003, as Drupal stores them. */
export const translationSchema = z.object({ source: z.string(), translation: z.string() });
export type Translation = z.infer<typeof translationSchema>;
export const translationsResponseSchema = envelope(z.array(translationSchema));

export const translationsEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'translations',
    group: 'translations',
    summary: 'Interface translations of one language',
    visitors: true,
    query: z.object({ context: z.literal(INTERFACE_CONTEXT), language: languageCodeSchema }),
    response: translationsResponseSchema,
    example: { query: { context: INTERFACE_CONTEXT, language: 'fr' } },
  }),
];
