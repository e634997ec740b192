import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { camelCaseKeys } from './case';
import { requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { keys } from './keys';
import { SITE_CONFIG_STALE_TIME_MS } from './query-client';

export const APPEARANCE_ATTRIBUTES = [
  'logo',
  'colors',
  'fonts',
  'roundness',
  'favicon',
  'site_background',
] as const;
export type AppearanceAttribute = (typeof APPEARANCE_ATTRIBUTES)[number];

export const fontFileSchema = z.object({
  style: z.string(),
  weight: z.union([z.number(), z.string()]),
  url: z.string(),
  format: z.string(),
});

export const fontSchema = z.object({
  name: z.string(),
  family: z.string(),
  files: z.array(fontFileSchema),
});
export type Font = z.infer<typeof fontSchema>;

export const iconSettingsSchema = z.object({
  filled: z.boolean(),
  grade: z.number(),
  weight: z.number(),
});

export const fontsSchema = z.object({
  body: fontSchema,
  headings: fontSchema,
  links: z.optional(fontSchema),
  icons: z.optional(iconSettingsSchema),
});

/** As the server sends it: colour and roundness keys in snake_case. */
export const appearanceDataSchema = z.object({
  logo: z.optional(z.nullable(z.string())),
  colors: z.optional(z.record(z.string(), z.string())),
  fonts: z.optional(fontsSchema),
  roundness: z.optional(z.record(z.string(), z.number())),
  favicon: z.optional(z.nullable(z.string())),
  site_background: z.optional(z.nullable(z.string())),
});
export const appearanceResponseSchema = envelope(appearanceDataSchema);
export type AppearanceData = z.infer<typeof appearanceDataSchema>;

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
  const body = await requestParsed(appearanceResponseSchema, 'appearance', {
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

export const appearanceEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'appearance',
    group: 'appearance',
    summary: 'Theme of the site: logo, colours, fonts, roundness, favicon, site background',
    query: z.object({ attributes: z.optional(z.array(z.enum(APPEARANCE_ATTRIBUTES))) }),
    response: appearanceResponseSchema,
    example: { query: { attributes: [...APPEARANCE_ATTRIBUTES] } },
  }),
];
