import { mutationOptions, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import type { ShopInfo } from './incentives';
import { toMultipart } from './incentives-common';
import type { RulesSettings, ShopSettings } from './incentives-settings.schemas';
import { keys } from './keys';
import { RULE_EVENTS } from './values';

export type { Rule, RuleEvent, RulesSettings, ShopSettings } from './incentives-settings.schemas';

export { RULE_EVENTS };

const schema = lazySchemas(() => import('./incentives-settings.schemas'));

/**
 * What the shop settings form sends. `banner`: the URL of an image uploaded with POST files (the
 * form uploads it on its own, docs/api/README.md "Uploads"); null removes it, undefined keeps it.
 */
export type ShopSettingsInput = Omit<ShopSettings, 'banner'> & { banner?: string | null };

/** Form fields, as products send theirs (src/api/incentives.ts): `banner_remove=1` clears the banner. */
export function toShopSettingsBody({ banner, ...fields }: ShopSettingsInput): FormData {
  const form = toMultipart(typeof banner === 'string' ? { ...fields, banner } : fields);
  if (banner === null) form.append('banner_remove', '1');
  return form;
}

export const getRulesSettings = async (signal?: AbortSignal): Promise<RulesSettings> =>
  (await requestParsed(schema('rulesSettingsResponseSchema'), 'settings/incentives/rules', { signal })).data;

export const saveRulesSettings = async (settings: RulesSettings): Promise<RulesSettings> =>
  (
    await requestParsed(schema('rulesSettingsResponseSchema'), 'settings/incentives/rules', {
      method: 'POST',
      body: settings,
    })
  ).data;

export const getShopSettings = async (signal?: AbortSignal): Promise<ShopSettings> =>
  (await requestParsed(schema('shopSettingsResponseSchema'), 'settings/incentives/shop', { signal })).data;

export const saveShopSettings = async (settings: ShopSettingsInput): Promise<ShopSettings> =>
  (
    await requestParsed(schema('shopSettingsResponseSchema'), 'settings/incentives/shop', {
      method: 'POST',
      body: toShopSettingsBody(settings),
    })
  ).data;

export const rulesSettingsQueryOptions = () =>
  queryOptions({ queryKey: keys.incentives.rules(), queryFn: ({ signal }) => getRulesSettings(signal) });

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: keys.incentives.shopSettings(),
    queryFn: ({ signal }) => getShopSettings(signal),
  });

/**
 * docs/product.md §4: after a successful save the cached settings merge with the
 * returned data; after a failure the cache is marked stale and refetched.
 */
export function mergeSavedIntoCache<T extends object>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  saved: T,
): void {
  queryClient.setQueryData<T>(queryKey, (cached) => (cached ? { ...cached, ...saved } : saved));
}

export const refetchAfterFailedSave = (queryClient: QueryClient, queryKey: QueryKey) =>
  queryClient.invalidateQueries({ queryKey, refetchType: 'all' });

export const saveRulesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.incentives.rules(), 'save'],
    mutationFn: saveRulesSettings,
    onSuccess: (saved) => mergeSavedIntoCache(queryClient, keys.incentives.rules(), saved),
    onError: () => refetchAfterFailedSave(queryClient, keys.incentives.rules()),
  });

export const saveShopSettingsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.incentives.shopSettings(), 'save'],
    mutationFn: saveShopSettings,
    onSuccess: (saved) => {
      mergeSavedIntoCache(queryClient, keys.incentives.shopSettings(), saved);
      // docs/product.md §4: the shop's banner and banner_height update too.
      mergeSavedIntoCache<ShopInfo>(queryClient, keys.incentives.shopInfo(), saved);
    },
    onError: () =>
      Promise.all([
        refetchAfterFailedSave(queryClient, keys.incentives.shopSettings()),
        refetchAfterFailedSave(queryClient, keys.incentives.shopInfo()),
      ]),
  });
