import { queryOptions } from '@tanstack/react-query';
import { APPEARANCE_ATTRIBUTES, type AppearanceAttribute } from './appearance.constants';
import type { AppearanceData } from './appearance.schemas';
import { camelCaseKeys } from './case';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import { SITE_CONFIG_STALE_TIME_MS } from './query-client';

export { APPEARANCE_ATTRIBUTES, type AppearanceAttribute } from './appearance.constants';
export type { AppearanceData, Font } from './appearance.schemas';

// Every page is themed from it: the schema is fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./appearance.schemas'));

/** As components read it: colour and roundness keys camelCased (docs/product.md §3). */
export type Appearance = Omit<AppearanceData, 'colors' | 'roundness'> & {
  colors: Record<string, string>;
  roundness: Record<string, number>;
};

export const toAppearance = (data: AppearanceData): Appearance => ({
  ...data,
  colors: camelCaseKeys(data.colors ?? {}),
  roundness: camelCaseKeys(data.roundness ?? {}),
});

export async function getAppearance(
  attributes: readonly AppearanceAttribute[] = APPEARANCE_ATTRIBUTES,
  signal?: AbortSignal,
): Promise<Appearance> {
  const body = await requestParsed(schema('appearanceResponseSchema'), 'appearance', {
    query: { attributes: [...attributes] },
    signal,
  });
  return toAppearance(body.data);
}

export const appearanceQueryOptions = (attributes: readonly AppearanceAttribute[] = APPEARANCE_ATTRIBUTES) =>
  queryOptions({
    queryKey: keys.appearance.detail(attributes),
    queryFn: ({ signal }) => getAppearance(attributes, signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });
