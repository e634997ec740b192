import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import { SITE_CONFIG_STALE_TIME_MS } from './query-client';
import { INTERFACE_CONTEXT } from './translations.constants';
import type { Translation } from './translations.schemas';

export type { Translation } from './translations.schemas';

// Read on every first load: the schema is fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./translations.schemas'));

export { INTERFACE_CONTEXT } from './translations.constants';

/** Source string → translation; untranslated entries (empty translation) are left out. */
export const toTranslationMap = (entries: Translation[]): Record<string, string> =>
  Object.fromEntries(
    entries.filter((entry) => entry.translation !== '').map((e) => [e.source, e.translation]),
  );

export async function getTranslations(
  language: string,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  const body = await requestParsed(schema('translationsResponseSchema'), 'translations', {
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
