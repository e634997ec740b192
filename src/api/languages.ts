import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import type { Encodable } from './encode';
import { keys } from './keys';
import type { LanguageData } from './languages.schemas';
import { SITE_CONFIG_STALE_TIME_MS } from './query-client';

export type { LanguageData } from './languages.schemas';

// Read on every first load: the schema is fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./languages.schemas'));

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
  const body = await requestParsed(schema('languagesResponseSchema'), 'languages', {
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
