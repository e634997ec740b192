import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { shopInfoSchema } from './incentives.schemas';
import { RULE_EVENTS } from './values';

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

export const shopSettingsBodySchema = z.extend(z.omit(shopSettingsSchema, { banner: true }), {
  banner: z.optional(z.string()).check(z.describe('The URL of an image uploaded with POST files')),
  banner_remove: z.optional(z.literal('1')).check(z.describe('Removes the current banner')),
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
