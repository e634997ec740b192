import { z } from '@/api/zod-mini';
import { APPEARANCE_ATTRIBUTES } from './appearance.constants';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { imageUrlSchema } from './formats';

export const fontFileSchema = z.object({
  style: z.string().check(z.meta({ examples: ['normal'] })),
  weight: z.union([z.number(), z.string()]).check(z.meta({ examples: [400] })),
  url: z.string().check(
    z.meta({
      format: 'uri-reference',
      description: 'Where the font file is',
      examples: ['/fonts/brand.woff2'],
    }),
  ),
  format: z.string().check(z.meta({ examples: ['woff2'] })),
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
  logo: z.optional(z.nullable(imageUrlSchema)),
  colors: z.optional(
    z.record(z.string(), z.string()).check(
      z.meta({
        description:
          'Colour name (snake_case) → a CSS colour: #rgb, #rrggbb (alpha allowed), rgb() or hsl(); the theme ignores any other value',
        examples: [{ primary: '#1f5fbf', header: '#ffffff' }],
      }),
    ),
  ),
  fonts: z.optional(fontsSchema),
  roundness: z.optional(
    z.record(z.string(), z.number()).check(
      z.meta({
        description:
          'Element (snake_case) → corner radius in pixels, 0 to 64; the theme ignores any other value',
        examples: [{ button: 8, card: 12 }],
      }),
    ),
  ),
  favicon: z.optional(z.nullable(imageUrlSchema)),
  site_background: z.optional(z.nullable(imageUrlSchema)),
});
export const appearanceResponseSchema = envelope(appearanceDataSchema);
export type AppearanceData = z.infer<typeof appearanceDataSchema>;

export const appearanceEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'appearance',
    group: 'appearance',
    summary: 'Theme of the site: logo, colours, fonts, roundness, favicon, site background',
    visitors: true,
    query: z.object({ attributes: z.optional(z.array(z.enum(APPEARANCE_ATTRIBUTES))) }),
    response: appearanceResponseSchema,
    example: { query: { attributes: [...APPEARANCE_ATTRIBUTES] } },
  }),
];
