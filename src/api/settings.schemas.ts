import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { imageUrlSchema, languageCodeSchema, linkUrlSchema, timeZoneSchema } from './formats';
import { ACCESS_FLAGS, type AccessFlag, SETTINGS_TYPES } from './settings.constants';

const accessFlagsShape = Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  AccessFlag,
  z.ZodMiniBoolean
>;

export const languageOptionSchema = z.object({
  langcode: languageCodeSchema,
  name: z.string().check(z.minLength(1)),
});
export type LanguageOption = z.infer<typeof languageOptionSchema>;

export const generalSettingsSchema = z.object({
  /** Format name → PHP date() pattern on the wire (`{ short: 'm/d/Y - H:i' }`); getSettings converts them for date-fns. */
  date_time_formats: z.record(z.string(), z.string()).check(
    z.meta({
      description: 'Format name → PHP date() pattern, as Drupal stores them',
      examples: [{ short: 'm/d/Y - H:i', medium: 'D, m/d/Y - H:i', long: 'l, F j, Y - H:i' }],
    }),
  ),
  languages: z.array(languageOptionSchema),
  current_language: languageCodeSchema.check(z.describe("The site's language, for visitors")),
  current_timezone: timeZoneSchema.check(z.describe('The time zone dates are shown in')),
  ...accessFlagsShape,
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

const linkSchema = z.object({ title: z.string(), url: linkUrlSchema });
export const footerSchema = z.object({
  footer_text: z.string(),
  footer_copyright: z.string(),
  version: z.nullable(z.string()).check(z.meta({ examples: ['4.12.0'] })),
  version_url: z
    .nullable(linkUrlSchema)
    .check(z.describe('The release notes; null: the version is not a link')),
  about: linkSchema,
  contact: linkSchema,
  privacy_policy: linkSchema,
  terms_of_use: linkSchema,
});
export type Footer = z.infer<typeof footerSchema>;

export const countrySchema = z.object({
  code: z
    .string()
    .check(
      z.regex(/^[A-Z]{2}$/),
      z.meta({ description: 'ISO 3166-1 alpha-2 country code', examples: ['FR'] }),
    ),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const generalSettingsResponseSchema = envelope(generalSettingsSchema);
export const footerResponseSchema = envelope(footerSchema);
export const countriesResponseSchema = envelope(z.array(countrySchema));

export const settingsSchemas = {
  general: generalSettingsResponseSchema,
  footer: footerResponseSchema,
  countries: countriesResponseSchema,
} as const;
export type SettingsSchemas = typeof settingsSchemas;

export const publicConfigSchema = z.object({ catalog: z.boolean(), storefront_page: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export const publicConfigResponseSchema = envelope(publicConfigSchema);

export const siteSettingsSchema = z.object({
  organization_name: z.string(),
  site_name: z.string(),
  incentives_leaderboard: z.boolean(),
  incentives_shop_enabled: z.boolean(),
  login_url: z
    .nullable(z.union([linkUrlSchema, z.literal('')]))
    .check(z.describe('Where the log-in button leads; null or empty: the button is hidden')),
  signup_url: z
    .nullable(z.union([linkUrlSchema, z.literal('')]))
    .check(z.describe('Where the sign-up button leads; null or empty: the button is hidden')),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const siteSettingsResponseSchema = envelope(siteSettingsSchema);

export const brandingSchema = z.object({
  logo: z.nullable(imageUrlSchema),
  logo_alt: z.string(),
  site_background: z.nullable(imageUrlSchema),
});
export type Branding = z.infer<typeof brandingSchema>;
export const brandingResponseSchema = envelope(brandingSchema);

export const settingsEndpoints: Endpoint[] = [
  ...SETTINGS_TYPES.map((type) =>
    endpoint({
      method: 'GET',
      path: 'settings',
      group: 'settings',
      summary: `Settings of type ${type}`,
      visitors: true,
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
    visitors: true,
    response: publicConfigResponseSchema,
  }),
  endpoint({
    method: 'GET',
    path: 'settings/site',
    group: 'settings',
    summary: 'Site settings: names, leaderboard and shop switches, login and sign-up URLs',
    visitors: true,
    response: siteSettingsResponseSchema,
  }),
  endpoint({
    method: 'GET',
    path: 'settings/branding',
    group: 'settings',
    summary: 'Branding: logo, its alternative text, site background',
    visitors: true,
    response: brandingResponseSchema,
  }),
];
