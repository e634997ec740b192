import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { requestParsed } from './client';
import type { Encodable } from './encode';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { keys } from './keys';
import { SITE_CONFIG_STALE_TIME_MS } from './query-client';

/** Drupal's LanguageInterface: direction 0 = left to right, 1 = right to left. */
export const languageDataSchema = z.object({
  langcode: z.string(),
  name: z.string(),
  direction: z.union([z.literal(0), z.literal(1)]),
  weight: z.number(),
});
export const languagesResponseSchema = envelope(z.array(languageDataSchema));
export type LanguageData = z.infer<typeof languageDataSchema>;

export interface Language {
  langcode: string;
  name: string;
  direction: 'ltr' | 'rtl';
  weight: number;
}

export const toLanguages = (data: LanguageData[]): Language[] =>
  data
    .map((language) => ({
      ...language,
      direction: language.direction === 1 ? ('rtl' as const) : ('ltr' as const),
    }))
    .sort((a, b) => a.weight - b.weight || a.langcode.localeCompare(b.langcode));

export interface LanguagesParams {
  /** Only languages visible in the interface switcher. */
  configurable?: boolean;
}

export async function getLanguages(params: LanguagesParams = {}, signal?: AbortSignal): Promise<Language[]> {
  const body = await requestParsed(languagesResponseSchema, 'languages', {
    query: params as Encodable,
    signal,
  });
  return toLanguages(body.data);
}

export const languagesQueryOptions = (params: LanguagesParams = {}) =>
  queryOptions({
    queryKey: keys.languages.list(params),
    queryFn: ({ signal }) => getLanguages(params, signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });

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
