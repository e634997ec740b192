import { z } from 'zod/mini';
import { APPEARANCE_ATTRIBUTES } from './appearance.constants';
import { type Endpoint, endpoint, envelope } from './endpoint';

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
