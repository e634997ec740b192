import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { keys } from './keys';
import { SITE_CONFIG_STALE_TIME_MS } from './query-client';

/** A plural pair's source and translation join their forms with U+0003, as Drupal stores them. */
export const translationSchema = z.object({ source: z.string(), translation: z.string() });
export type Translation = z.infer<typeof translationSchema>;
export const translationsResponseSchema = envelope(z.array(translationSchema));

export const INTERFACE_CONTEXT = 'interface';

/** Source string → translation; untranslated entries (empty translation) are left out. */
export const toTranslationMap = (entries: Translation[]): Record<string, string> =>
  Object.fromEntries(
    entries.filter((entry) => entry.translation !== '').map((e) => [e.source, e.translation]),
  );

export async function getTranslations(
  language: string,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  const body = await requestParsed(translationsResponseSchema, 'translations', {
    query: { context: INTERFACE_CONTEXT, language },
    signal,
  });
  return toTranslationMap(body.data);
}

export const translationsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: keys.translations.language(language),
    queryFn: ({ signal }) => getTranslations(language, signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });

export const translationsEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'translations',
    group: 'translations',
    summary: 'Interface translations of one language',
    query: z.object({ context: z.literal(INTERFACE_CONTEXT), language: z.string() }),
    response: translationsResponseSchema,
    example: { query: { context: INTERFACE_CONTEXT, language: 'fr' } },
  }),
];
