import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { keys } from './keys';
import { SITE_CONFIG_STALE_TIME_MS } from './query-client';

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

const accessFlagsShape = Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  AccessFlag,
  z.ZodMiniBoolean
>;

export const languageOptionSchema = z.object({ langcode: z.string(), name: z.string() });
export type LanguageOption = z.infer<typeof languageOptionSchema>;

export const generalSettingsSchema = z.object({
  /** Format name → PHP date() pattern on the wire (`{ short: 'm/d/Y - H:i' }`); getSettings converts them for date-fns. */
  date_time_formats: z.record(z.string(), z.string()),
  languages: z.array(languageOptionSchema),
  current_language: z.string(),
  current_timezone: z.string(),
  ...accessFlagsShape,
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

const linkSchema = z.object({ title: z.string(), url: z.string() });
export const footerSchema = z.object({
  footer_text: z.string(),
  footer_copyright: z.string(),
  version: z.nullable(z.string()),
  version_url: z.nullable(z.string()),
  about: linkSchema,
  contact: linkSchema,
  privacy_policy: linkSchema,
  terms_of_use: linkSchema,
});
export type Footer = z.infer<typeof footerSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const generalSettingsResponseSchema = envelope(generalSettingsSchema);
export const footerResponseSchema = envelope(footerSchema);
export const countriesResponseSchema = envelope(z.array(countrySchema));

export const SETTINGS_TYPES = ['general', 'footer', 'countries'] as const;
export type SettingsType = (typeof SETTINGS_TYPES)[number];

const settingsSchemas = {
  general: generalSettingsResponseSchema,
  footer: footerResponseSchema,
  countries: countriesResponseSchema,
} as const;
type SettingsData<T extends SettingsType> = z.infer<(typeof settingsSchemas)[T]>['data'];

/**
 * Reads one settings type. General settings' date_time_formats stay the PHP
 * date() patterns the server sends: the one formatter that reads them is
 * src/lib/php-date.ts, behind useFormatDate (src/i18n/date-format.tsx).
 */
export async function getSettings<T extends SettingsType>(
  type: T,
  signal?: AbortSignal,
): Promise<SettingsData<T>> {
  const schema: z.core.$ZodType<{ data: SettingsData<T> }> = settingsSchemas[type];
  return (await requestParsed(schema, 'settings', { query: { type }, signal })).data;
}

export const settingsQueryOptions = <T extends SettingsType>(type: T) =>
  queryOptions({
    queryKey: keys.settings.byType(type),
    queryFn: ({ signal }) => getSettings(type, signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });

export const generalSettingsQueryOptions = () => settingsQueryOptions('general');
export const footerQueryOptions = () => settingsQueryOptions('footer');
export const countriesQueryOptions = () => settingsQueryOptions('countries');

// Paths docs/architecture.md leaves to us (docs/api/README.md).

export const publicConfigSchema = z.object({ catalog: z.boolean(), storefront_page: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export const publicConfigResponseSchema = envelope(publicConfigSchema);

export const siteSettingsSchema = z.object({
  organization_name: z.string(),
  site_name: z.string(),
  incentives_leaderboard: z.boolean(),
  incentives_shop_enabled: z.boolean(),
  login_url: z.nullable(z.string()),
  signup_url: z.nullable(z.string()),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const siteSettingsResponseSchema = envelope(siteSettingsSchema);

export const brandingSchema = z.object({
  logo: z.nullable(z.string()),
  logo_alt: z.string(),
  site_background: z.nullable(z.string()),
});
export type Branding = z.infer<typeof brandingSchema>;
export const brandingResponseSchema = envelope(brandingSchema);

export const getPublicConfig = async (signal?: AbortSignal): Promise<PublicConfig> =>
  (await requestParsed(publicConfigResponseSchema, 'config/public', { signal })).data;
export const getSiteSettings = async (signal?: AbortSignal): Promise<SiteSettings> =>
  (await requestParsed(siteSettingsResponseSchema, 'settings/site', { signal })).data;
export const getBranding = async (signal?: AbortSignal): Promise<Branding> =>
  (await requestParsed(brandingResponseSchema, 'settings/branding', { signal })).data;

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: keys.settings.publicConfig(),
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: keys.settings.site(),
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });
export const brandingQueryOptions = () =>
  queryOptions({
    queryKey: keys.settings.branding(),
    queryFn: ({ signal }) => getBranding(signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });

export const settingsEndpoints: Endpoint[] = [
  ...SETTINGS_TYPES.map((type) =>
    endpoint({
      method: 'GET',
      path: 'settings',
      group: 'settings',
      summary: `Settings of type ${type}`,
      query: z.object({ type: z.literal(type) }),
      response: settingsSchemas[type],
      example: { query: { type } },
    }),
  ),
  endpoint({
    method: 'GET',
    path: 'config/public',
    group: 'settings',
    summary:
      'Public configuration: whether the catalogue and the storefront page are on (read by visitors too)',
    response: publicConfigResponseSchema,
  }),
  endpoint({
    method: 'GET',
    path: 'settings/site',
    group: 'settings',
    summary: 'Site settings: names, leaderboard and shop switches, login and sign-up URLs',
    response: siteSettingsResponseSchema,
  }),
  endpoint({
    method: 'GET',
    path: 'settings/branding',
    group: 'settings',
    summary: 'Branding: logo, its alternative text, site background',
    response: brandingResponseSchema,
  }),
];
