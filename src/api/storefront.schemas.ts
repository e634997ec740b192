import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { hexColourSchema, idSchema, imageUrlSchema, languageCodeSchema } from './formats';
import type { AnyStoredSection, SectionBase, SectionSchemas } from './storefront-sections';
import { anySectionSchemas, restrictionSchema } from './storefront-sections.schemas';
import { APPEARANCE_FONTS, APPEARANCE_ROUNDNESS, STOREFRONT_TYPES } from './values';

export const storefrontTypeSchema = z.enum(STOREFRONT_TYPES);
export type StorefrontType = z.infer<typeof storefrontTypeSchema>;

/** GET storefront: the audience comes from the session; the language is the interface's. */
export const publicStorefrontQuerySchema = z.object({ language: z.optional(languageCodeSchema) });
export type PublicStorefrontQuery = z.infer<typeof publicStorefrontQuerySchema>;

/** One restriction type the target-audience dialog offers; `options` only where no list endpoint exists (title). */
export const restrictionTypeSchema = z.object({
  type: z.string(),
  label: z.string(),
  /** Where the options come from: a list endpoint, a vocabulary's terms, or `options` below. */
  source: z.enum(['languages', 'countries', 'organizations', 'vocabulary', 'options']),
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
});
export type RestrictionType = z.infer<typeof restrictionTypeSchema>;

/**
 * Storefront-wide look, the defaults every section's appearance refines. The optional part is the
 * site's brand as the appearance page edits it (docs/design-system.md, "From the appearance to the
 * tokens"): header and secondary colours, font, roundness, and the uploaded logo, favicon and
 * background (URLs returned by POST files; null when removed).
 */
export const storefrontAppearanceSchema = z.object({
  background_color: hexColourSchema,
  text_color: hexColourSchema,
  accent_color: hexColourSchema,
  section_spacing: z.enum(['small', 'medium', 'large']),
  content_width: z.enum(['narrow', 'normal', 'wide']),
  card_style: z.enum(['flat', 'outlined', 'elevated']),
  secondary_color: z.optional(hexColourSchema),
  header_color: z.optional(hexColourSchema),
  font: z.optional(z.enum(APPEARANCE_FONTS)),
  roundness: z.optional(z.enum(APPEARANCE_ROUNDNESS)),
  logo: z.optional(z.nullable(imageUrlSchema)),
  favicon: z.optional(z.nullable(imageUrlSchema)),
  site_background: z.optional(z.nullable(imageUrlSchema)),
});
export type StorefrontAppearance = z.infer<typeof storefrontAppearanceSchema>;
export const storefrontAppearanceResponseSchema = envelope(storefrontAppearanceSchema);

/** docs/product.md §3: the restrictions list (each with type) and the appearance settings object. */
export const storefrontSettingsSchema = z.object({
  restrictions: z.array(restrictionTypeSchema),
  appearance: storefrontAppearanceSchema,
});
export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;
export const storefrontSettingsResponseSchema = envelope(storefrontSettingsSchema);

/**
 * GET storefront/manage. The editor asks with `type` and `preview: 1`; with an
 * audience (`restrictions`) the server marks the sections that audience would
 * not see with `hide`.
 */
export const manageQuerySchema = z.object({
  type: storefrontTypeSchema,
  preview: z.optional(z.literal(1)),
  language: z.optional(languageCodeSchema),
  restrictions: z.optional(z.array(restrictionSchema)),
});
export type ManageQuery = z.infer<typeof manageQuerySchema>;

/**
 * The schemas of the storefront calls that carry sections, for one set of section types (their
 * strict schemas from `sectionSchemasOf`): the storefront feature makes its own with the types of
 * its registry and hands them to `storefrontApiOf` (`./storefront.ts`).
 */
export function storefrontSchemasOf<Stored extends SectionBase>({
  sectionSchema,
  sectionBodySchema,
}: SectionSchemas<Stored>) {
  /** docs/product.md §3: id, enabled (default true), language (default en), sections. */
  const storefrontSchema = z.object({
    id: idSchema,
    type: storefrontTypeSchema,
    enabled: z._default(z.boolean(), true),
    language: z._default(languageCodeSchema, 'en'),
    /** Sorted by weight. */
    sections: z.array(sectionSchema),
  });
  return {
    storefrontSchema,
    storefrontResponseSchema: envelope(storefrontSchema),
    sectionResponseSchema: envelope(sectionSchema),
    storefrontPatchBodySchema: z.object({
      sections: z.array(sectionBodySchema),
      enabled: z.optional(z.boolean()),
      language: z.optional(z.string()),
    }),
  };
}
export type StorefrontSchemas<Stored extends SectionBase> = ReturnType<typeof storefrontSchemasOf<Stored>>;

/**
 * The storefront's entries of the API contract, with the given sections' schemas. The contract
 * (`./contract.ts`, docs/api/openapi.json) lists them for sections of any type; a tool that may
 * read the storefront feature can document every type's shape with its schemas.
 */
export const storefrontEndpointsOf = ({
  storefrontResponseSchema,
  sectionResponseSchema,
  storefrontPatchBodySchema,
}: StorefrontSchemas<SectionBase>): Endpoint[] => [
  endpoint({
    method: 'GET',
    path: 'storefront',
    group: 'storefront',
    summary:
      'The storefront for the session’s audience (registered when signed in), sections filtered by restrictions',
    visitors: true,
    query: publicStorefrontQuerySchema,
    response: storefrontResponseSchema,
    example: { query: { language: 'en' } },
  }),
  endpoint({
    method: 'GET',
    path: 'storefront/settings',
    group: 'storefront',
    summary: 'Restriction types of the target-audience dialog and the storefront appearance',
    visitors: true,
    response: storefrontSettingsResponseSchema,
  }),
  endpoint({
    method: 'GET',
    path: 'storefront_sections/{id}',
    group: 'storefront',
    summary: 'One section of the storefront (its own page)',
    visitors: true,
    query: z.object({ language: z.optional(languageCodeSchema) }),
    response: sectionResponseSchema,
    example: { params: { id: 1 }, query: { language: 'en' } },
  }),
  endpoint({
    method: 'GET',
    path: 'storefront/manage',
    group: 'storefront',
    summary:
      'A storefront for the editor: every section; with restrictions, `hide` marks what that audience would not see',
    query: manageQuerySchema,
    response: storefrontResponseSchema,
    example: { query: { type: 'registered', preview: 1 } },
  }),
  endpoint({
    method: 'PATCH',
    path: 'storefront/manage/{id}',
    group: 'storefront',
    summary: 'Save the sections in order (new ones without id); responds with the saved storefront',
    body: storefrontPatchBodySchema,
    response: storefrontResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'GET',
    path: 'settings/storefront/appearance',
    group: 'storefront',
    summary: 'Storefront-wide colours, spacing, width and card style',
    response: storefrontAppearanceResponseSchema,
  }),
  endpoint({
    method: 'POST',
    path: 'settings/storefront/appearance',
    group: 'storefront',
    summary: 'Save the storefront appearance; responds with the saved settings',
    body: storefrontAppearanceSchema,
    multipart: true,
    response: storefrontAppearanceResponseSchema,
    fieldErrors: true,
  }),
];

/** The storefront's schemas for sections of any type: what the published contract documents. */
export const anySectionStorefrontSchemas = storefrontSchemasOf<AnyStoredSection>(anySectionSchemas);

export const storefrontEndpoints: Endpoint[] = storefrontEndpointsOf(anySectionStorefrontSchemas);
