import { mutationOptions, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod-mini';
import { requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { type ShopInfo, shopInfoSchema } from './incentives';
import { toMultipart } from './incentives-common';
import { keys } from './keys';

/** Events that earn points (docs/architecture.md "Rules"); the UI translates their labels. */
export const RULE_EVENTS = [
  'course_completed',
  'certificate_earned',
  'training_started',
  'login_streak',
  'profile_completed',
  'review_written',
] as const;
export const ruleEventSchema = z.enum(RULE_EVENTS);
export type RuleEvent = z.infer<typeof ruleEventSchema>;

export const ruleSchema = z.object({
  event: ruleEventSchema,
  enabled: z.boolean(),
  points: z.int().check(z.gte(0), z.lte(100_000), z.describe('Points the event earns, 0 to 100000')),
});
export type Rule = z.infer<typeof ruleSchema>;

export const rulesSettingsSchema = z.object({
  rules: z.array(ruleSchema),
  /** Shows the leaderboard link in the header (site setting incentives_leaderboard). */
  leaderboard_enabled: z.boolean(),
});
export type RulesSettings = z.infer<typeof rulesSettingsSchema>;
export const rulesSettingsResponseSchema = envelope(rulesSettingsSchema);

/** Shop settings (docs/architecture.md): banner, banner_height, title, intro text, enabled. */
export const shopSettingsSchema = shopInfoSchema;
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export const shopSettingsResponseSchema = envelope(shopSettingsSchema);

/**
 * What the shop settings form sends. `banner`: the URL of an image uploaded with POST files (the
 * form uploads it on its own, docs/api/README.md "Uploads"); null removes it, undefined keeps it.
 */
export type ShopSettingsInput = Omit<ShopSettings, 'banner'> & { banner?: string | null };

export const shopSettingsBodySchema = z.extend(z.omit(shopSettingsSchema, { banner: true }), {
  banner: z.optional(z.string()).check(z.describe('The URL of an image uploaded with POST files')),
  banner_remove: z.optional(z.literal('1')).check(z.describe('Removes the current banner')),
});

/** Form fields, as products send theirs (src/api/incentives.ts): `banner_remove=1` clears the banner. */
export function toShopSettingsBody({ banner, ...fields }: ShopSettingsInput): FormData {
  const form = toMultipart(typeof banner === 'string' ? { ...fields, banner } : fields);
  if (banner === null) form.append('banner_remove', '1');
  return form;
}

export const getRulesSettings = async (signal?: AbortSignal): Promise<RulesSettings> =>
  (await requestParsed(rulesSettingsResponseSchema, 'settings/incentives/rules', { signal })).data;

export const saveRulesSettings = async (settings: RulesSettings): Promise<RulesSettings> =>
  (
    await requestParsed(rulesSettingsResponseSchema, 'settings/incentives/rules', {
      method: 'POST',
      body: settings,
    })
  ).data;

export const getShopSettings = async (signal?: AbortSignal): Promise<ShopSettings> =>
  (await requestParsed(shopSettingsResponseSchema, 'settings/incentives/shop', { signal })).data;

export const saveShopSettings = async (settings: ShopSettingsInput): Promise<ShopSettings> =>
  (
    await requestParsed(shopSettingsResponseSchema, 'settings/incentives/shop', {
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

export const incentivesSettingsEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'settings/incentives/rules',
    group: 'incentives',
    summary: 'Points per event and the leaderboard switch',
    response: rulesSettingsResponseSchema,
  }),
  endpoint({
    method: 'POST',
    path: 'settings/incentives/rules',
    group: 'incentives',
    summary: 'Save the rules; responds with the saved settings',
    body: rulesSettingsSchema,
    response: rulesSettingsResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'GET',
    path: 'settings/incentives/shop',
    group: 'incentives',
    summary: 'Shop settings: enabled, title, intro, banner, banner_height',
    response: shopSettingsResponseSchema,
  }),
  endpoint({
    method: 'POST',
    path: 'settings/incentives/shop',
    group: 'incentives',
    summary:
      'Save the shop settings (form fields; the banner is the URL of a file uploaded with POST files); responds with the saved settings',
    body: shopSettingsBodySchema,
    multipart: true,
    response: shopSettingsResponseSchema,
    fieldErrors: true,
  }),
];
