// Values both the calls (settings.ts) and their lazily loaded schemas (settings.schemas.ts)
// need: kept apart so that neither module imports the other's code.

/** The boolean access flags of general settings (docs/product.md §6). */
export const ACCESS_FLAGS = [
  'storefront_page',
  'storefront_manage',
  'incentives_shop_enabled',
  'incentives_shop',
  'incentives_settings',
  'incentives_shop_settings_available',
  'availability_feature_manage_own',
  'availability_feature_manage',
] as const;
export type AccessFlag = (typeof ACCESS_FLAGS)[number];

export const SETTINGS_TYPES = ['general', 'footer', 'countries'] as const;
export type SettingsType = (typeof SETTINGS_TYPES)[number];
