import { z } from 'zod';
import { SECTION_SORTINGS } from './trainings';

/**
 * The storefront's section library (docs/architecture.md): each type has its own
 * content, settings and appearance. HTML fields are server HTML: render them
 * only through the sanitising component.
 */
export const SECTION_TYPES = [
  'hero',
  'rich_text',
  'trainings',
  'categories',
  'image_text',
  'call_to_action',
  'carousel',
] as const;
export const sectionTypeSchema = z.enum(SECTION_TYPES);
export type SectionType = z.infer<typeof sectionTypeSchema>;

const colour = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'Expected a #rgb or #rrggbb colour')
  .nullable();

/** Shared by every type: background colour or image, text colour, spacing, width. */
export const sectionAppearanceSchema = z.object({
  background_color: colour,
  background_image: z.string().nullable(),
  text_color: colour,
  spacing: z.enum(['none', 'small', 'medium', 'large']),
  width: z.enum(['narrow', 'normal', 'wide', 'full']),
});
export type SectionAppearance = z.infer<typeof sectionAppearanceSchema>;

export const RESTRICTION_BASE_TYPES = ['language', 'country', 'title', 'organizations'] as const;

/** docs/product.md §3/§5: rule 'and'; the value a string, a number, a list of them, or empty. */
export const restrictionScalarSchema = z.union([z.string(), z.number()]);
export const restrictionSchema = z.object({
  rule: z.literal('and'),
  /** language, country, title, organizations, or a vocabulary's machine name. */
  type: z.string().min(1),
  value: z.union([restrictionScalarSchema, z.array(restrictionScalarSchema), z.null()]),
});
export type Restriction = z.infer<typeof restrictionSchema>;

const link = { button_text: z.string(), button_url: z.string() };

export const heroContentSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  image_alt: z.string(),
  ...link,
});
export const heroSettingsSchema = z.object({
  height: z.enum(['small', 'medium', 'large']),
  alignment: z.enum(['start', 'center', 'end']),
  overlay: z.boolean(),
});

export const richTextContentSchema = z.object({ html: z.string() });
export const richTextSettingsSchema = z.object({ columns: z.union([z.literal(1), z.literal(2)]) });

export const trainingsContentSchema = z.object({ title: z.string(), description: z.string() });
/** docs/product.md §3 "Section list parameters": the query comes from `toSectionTrainingsQuery`. */
export const trainingsSettingsSchema = z.object({
  type: z.enum(['all', 'free', 'custom', 'vocabulary']),
  sorting: z.enum(SECTION_SORTINGS),
  size: z.number().int().min(1).max(48),
  trainings: z.array(z.number().int().positive()),
  vocabulary: z.string().nullable(),
  tags: z.array(z.number().int().positive()),
  layout: z.enum(['grid', 'carousel']),
});

export const categoriesContentSchema = z.object({ title: z.string(), description: z.string() });
export const categoriesSettingsSchema = z.object({
  vocabulary: z.string(),
  /** Term ids to show; empty = the vocabulary's top-level terms. */
  terms: z.array(z.number().int().positive()),
  size: z.number().int().min(1).max(48),
});

export const imageTextContentSchema = z.object({
  title: z.string(),
  html: z.string(),
  image: z.string().nullable(),
  image_alt: z.string(),
});
export const imageTextSettingsSchema = z.object({ image_position: z.enum(['start', 'end']) });

export const callToActionContentSchema = z.object({ title: z.string(), text: z.string(), ...link });
export const callToActionSettingsSchema = z.object({ style: z.enum(['primary', 'secondary']) });

export const slideSchema = z.object({
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  image_alt: z.string(),
  url: z.string(),
});
export const carouselContentSchema = z.object({ slides: z.array(slideSchema) });
export const carouselSettingsSchema = z.object({
  autoplay: z.boolean(),
  /** Seconds per slide when autoplaying (paused for reduced motion and on focus/hover). */
  interval: z.number().int().min(2).max(30),
});

export const sectionDataSchemas = {
  hero: { content: heroContentSchema, settings: heroSettingsSchema },
  rich_text: { content: richTextContentSchema, settings: richTextSettingsSchema },
  trainings: { content: trainingsContentSchema, settings: trainingsSettingsSchema },
  categories: { content: categoriesContentSchema, settings: categoriesSettingsSchema },
  image_text: { content: imageTextContentSchema, settings: imageTextSettingsSchema },
  call_to_action: { content: callToActionContentSchema, settings: callToActionSettingsSchema },
  carousel: { content: carouselContentSchema, settings: carouselSettingsSchema },
} as const;

const sectionOf = <T extends SectionType, C extends z.ZodType, S extends z.ZodType>(
  type: T,
  content: C,
  settings: S,
) =>
  z.object({
    id: z.number().int().positive(),
    type: z.literal(type),
    /** Position, 0..n-1. */
    weight: z.number().int().min(0),
    data: z.object({
      content,
      settings,
      appearance: sectionAppearanceSchema,
      restrictions: z.array(restrictionSchema),
    }),
  });

const variants = [
  sectionOf('hero', heroContentSchema, heroSettingsSchema),
  sectionOf('rich_text', richTextContentSchema, richTextSettingsSchema),
  sectionOf('trainings', trainingsContentSchema, trainingsSettingsSchema),
  sectionOf('categories', categoriesContentSchema, categoriesSettingsSchema),
  sectionOf('image_text', imageTextContentSchema, imageTextSettingsSchema),
  sectionOf('call_to_action', callToActionContentSchema, callToActionSettingsSchema),
  sectionOf('carousel', carouselContentSchema, carouselSettingsSchema),
] as const;

export const storedSectionSchema = z.discriminatedUnion('type', [...variants]);

export type StoredSection = z.infer<typeof storedSectionSchema>;

/** As GET storefront* answers: `hide` is set by the editor's audience preview only. */
export const sectionSchema = storedSectionSchema.and(z.object({ hide: z.boolean().optional() }));
export type Section = z.infer<typeof sectionSchema>;
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type SectionData = Section['data'];

/** One section of the PATCH body: `id` null for new ones, no hide/state/isNew (docs/product.md §7). */
export const sectionBodySchema = z.discriminatedUnion(
  'type',
  [...variants].map((variant) =>
    variant.extend({ id: z.number().int().positive().nullable() }),
  ) as unknown as [(typeof variants)[number], ...(typeof variants)[number][]],
);
export type SectionBody = StoredSection extends infer S
  ? S extends StoredSection
    ? Omit<S, 'id'> & { id: number | null }
    : never
  : never;

export const defaultAppearance = (): SectionAppearance => ({
  background_color: null,
  background_image: null,
  text_color: null,
  spacing: 'medium',
  width: 'normal',
});
