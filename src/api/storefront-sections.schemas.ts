import { z } from '@/api/zod-mini';
import { HEX_COLOUR, idSchema } from './formats';

/** A section type as the server names it; which names this build knows is the feature's registry. */
export const sectionTypeSchema = z.string().check(z.minLength(1));

const colour = z.nullable(
  z.string().check(
    z.regex(HEX_COLOUR, 'Expected a #rgb or #rrggbb colour'),
    z.meta({
      description: 'A colour, #rgb or #rrggbb; null: the storefront default',
      examples: ['#1f5fbf'],
    }),
  ),
);

/** Shared by every type: background colour or image, text colour, spacing, width. */
export const sectionAppearanceSchema = z.object({
  background_color: colour,
  background_image: z.nullable(z.string()),
  text_color: colour,
  spacing: z.enum(['none', 'small', 'medium', 'large']),
  width: z.enum(['narrow', 'normal', 'wide', 'full']),
});
export type SectionAppearance = z.infer<typeof sectionAppearanceSchema>;

/** docs/product.md §3/§5: rule 'and'; the value a string, a number, a list of them, or empty. */
export const restrictionScalarSchema = z.union([z.string(), z.number()]);
export const restrictionSchema = z.object({
  rule: z.literal('and'),
  /** language, country, title, organizations, or a vocabulary's machine name. */
  type: z.string().check(z.minLength(1)),
  value: z.union([restrictionScalarSchema, z.array(restrictionScalarSchema), z.null()]),
});
export type Restriction = z.infer<typeof restrictionSchema>;

/** A section of one type; `content` and `settings` are that type's strict schemas. */
export const sectionOf = <T extends string, C extends z.core.$ZodType, S extends z.core.$ZodType>(
  type: T,
  content: C,
  settings: S,
) =>
  z.object({
    id: idSchema,
    type: z.literal(type),
    /** Position, 0..n-1. */
    weight: z.int().check(z.gte(0)),
    data: z.object({
      content,
      settings,
      appearance: sectionAppearanceSchema,
      restrictions: z.array(restrictionSchema),
    }),
  });

/** A section of any type: what the api layer knows without the feature's section types. */
export const anySectionSchema = z.object({
  id: idSchema,
  type: sectionTypeSchema.check(
    z.describe('A type of the section library (src/features/storefront/sections/registry.ts)'),
  ),
  weight: z.int().check(z.gte(0)),
  data: z.object({
    content: z
      .record(z.string(), z.unknown())
      .check(
        z.describe(
          "The type's own content; its strict shape is the type's contract (src/features/storefront/sections/types/<type>/contract.ts)",
        ),
      ),
    settings: z
      .record(z.string(), z.unknown())
      .check(
        z.describe(
          "The type's own settings; its strict shape is the type's contract (src/features/storefront/sections/types/<type>/contract.ts)",
        ),
      ),
    appearance: sectionAppearanceSchema,
    restrictions: z.array(restrictionSchema),
  }),
});
export type AnyStoredSection = z.infer<typeof anySectionSchema>;

/** The strict contract of one section type: its content and settings, as the server stores them. */
export interface SectionTypeContract {
  content: z.core.$ZodType;
  settings: z.core.$ZodType;
}

/** The typed section of one contract (what `sectionOf` parses), for the feature's types. */
export type StoredSectionOf<T extends string, C extends SectionTypeContract> = {
  id: number;
  type: T;
  weight: number;
  data: {
    content: z.infer<C['content']>;
    settings: z.infer<C['settings']>;
    appearance: SectionAppearance;
    restrictions: Restriction[];
  };
};

/** A section of the PATCH body: `id` null for new ones (docs/product.md §7). */
export type SectionBodyOf<Stored extends SectionBase> = Stored extends unknown
  ? Omit<Stored, 'id'> & { id: number | null }
  : never;

/** The least a section of any set of types is. */
export interface SectionBase {
  id: number;
  type: string;
  weight: number;
  data: unknown;
}

/** The schemas of every storefront call that carries sections, for one set of section types. */
export interface SectionSchemas<Stored extends SectionBase> {
  /** A section as stored: one of the known types, each with its strict content and settings. */
  storedSectionSchema: z.ZodMiniType<Stored>;
  /** As GET storefront* returns it: `hide` is set by the editor's audience preview only. */
  sectionSchema: z.ZodMiniType<Stored & { hide?: boolean }>;
  /** One section of the PATCH body: `id` null for new ones, no hide/state/isNew (docs/product.md §7). */
  sectionBodySchema: z.ZodMiniType<SectionBodyOf<Stored>>;
}

const withHide = <S extends z.core.$ZodType>(schema: S) =>
  z.intersection(schema, z.object({ hide: z.optional(z.boolean()) }));
const bodyId = { id: z.nullable(z.int().check(z.positive())) };

/**
 * The strict schemas for the given section types, one `{ type, content, settings }` each: a
 * discriminated union on `type`, so a section of a type not listed, or whose content or settings
 * do not match its type's contract, fails to parse.
 */
export function sectionSchemasOf<Stored extends StoredSectionOf<string, SectionTypeContract>>(
  types: readonly ({ type: string } & SectionTypeContract)[],
): SectionSchemas<Stored> {
  const variants = types.map(({ type, content, settings }) => sectionOf(type, content, settings));
  const [first, ...rest] = variants;
  if (!first) throw new Error('sectionSchemasOf: no section type');
  const storedSectionSchema = z.discriminatedUnion('type', [first, ...rest]);
  const bodies = variants.map((variant) => z.extend(variant, bodyId));
  const sectionBodySchema = z.discriminatedUnion('type', bodies as [(typeof bodies)[number]]);
  return {
    storedSectionSchema,
    sectionSchema: withHide(storedSectionSchema),
    sectionBodySchema,
  } as unknown as SectionSchemas<Stored>;
}

/** Sections of any type: the api layer's own view, used where no feature gives the types (the contract's documentation). */
export const anySectionSchemas: SectionSchemas<AnyStoredSection> = {
  storedSectionSchema: anySectionSchema,
  sectionSchema: withHide(anySectionSchema),
  sectionBodySchema: z.extend(anySectionSchema, bodyId) as unknown as z.ZodMiniType<
    SectionBodyOf<AnyStoredSection>
  >,
};
