import { z } from 'zod';
import { SECTION_SORTINGS } from '@/api/trainings';
import type { SectionType } from '../editor/model';

/**
 * Each section type's content and settings (the shapes of
 * `src/api/storefront-sections.ts`), parsed leniently for rendering: a field
 * the server left out or filled with garbage falls back to a safe default
 * rather than breaking the page.
 */
const text = z.string().catch('');
const nullableText = z.string().nullable().catch(null);
const ids = z.array(z.coerce.number().int().positive()).catch([]);
const link = { button_text: text, button_url: text };

export const heroContentSchema = z.object({
  title: text,
  subtitle: text,
  image: nullableText,
  image_alt: text,
  ...link,
});
export const heroSettingsSchema = z.object({
  height: z.enum(['small', 'medium', 'large']).catch('medium'),
  alignment: z.enum(['start', 'center', 'end']).catch('start'),
  overlay: z.boolean().catch(true),
});

export const richTextContentSchema = z.object({ html: text });
export const richTextSettingsSchema = z.object({ columns: z.union([z.literal(1), z.literal(2)]).catch(1) });

export const trainingsContentSchema = z.object({ title: text, description: text });
export const trainingsSettingsSchema = z.object({
  type: z.enum(['all', 'free', 'custom', 'vocabulary']).catch('all'),
  sorting: z.enum(SECTION_SORTINGS).catch('newest'),
  size: z.coerce.number().int().min(1).max(48).catch(8),
  trainings: ids,
  vocabulary: nullableText,
  tags: ids,
  layout: z.enum(['grid', 'carousel']).catch('grid'),
});

export const categoriesContentSchema = z.object({ title: text, description: text });
export const categoriesSettingsSchema = z.object({
  vocabulary: z.string().min(1).catch('topics'),
  /** Only these terms when set; the vocabulary's top-level terms otherwise. */
  terms: ids,
  size: z.coerce.number().int().min(1).max(48).catch(8),
});

export const imageTextContentSchema = z.object({
  title: text,
  html: text,
  image: nullableText,
  image_alt: text,
});
export const imageTextSettingsSchema = z.object({ image_position: z.enum(['start', 'end']).catch('start') });

export const callToActionContentSchema = z.object({ title: text, text, ...link });
export const callToActionSettingsSchema = z.object({
  style: z.enum(['primary', 'secondary']).catch('primary'),
});

export const slideSchema = z.object({ title: text, text, image: nullableText, image_alt: text, url: text });
export const carouselContentSchema = z.object({ slides: z.array(slideSchema).catch([]) });
export const carouselSettingsSchema = z.object({
  autoplay: z.boolean().catch(false),
  /** Seconds per slide. */
  interval: z.coerce.number().int().min(2).max(30).catch(6),
});

export const sectionSchemas = {
  hero: { content: heroContentSchema, settings: heroSettingsSchema },
  rich_text: { content: richTextContentSchema, settings: richTextSettingsSchema },
  trainings: { content: trainingsContentSchema, settings: trainingsSettingsSchema },
  categories: { content: categoriesContentSchema, settings: categoriesSettingsSchema },
  image_text: { content: imageTextContentSchema, settings: imageTextSettingsSchema },
  call_to_action: { content: callToActionContentSchema, settings: callToActionSettingsSchema },
  carousel: { content: carouselContentSchema, settings: carouselSettingsSchema },
} satisfies Record<SectionType, { content: z.ZodType; settings: z.ZodType }>;

export type SectionContentOf<T extends SectionType> = z.infer<(typeof sectionSchemas)[T]['content']>;
export type SectionSettingsOf<T extends SectionType> = z.infer<(typeof sectionSchemas)[T]['settings']>;

const asObject = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

export const parseContent = <T extends SectionType>(type: T, content: unknown): SectionContentOf<T> =>
  sectionSchemas[type].content.parse(asObject(content)) as SectionContentOf<T>;

export const parseSettings = <T extends SectionType>(type: T, settings: unknown): SectionSettingsOf<T> =>
  sectionSchemas[type].settings.parse(asObject(settings)) as SectionSettingsOf<T>;

/** The section's own title where it has one, for labels in the editor. */
export function sectionTitleOf(type: SectionType, content: unknown): string {
  const parsed = parseContent(type, content) as { title?: string; slides?: { title: string }[] };
  return parsed.title || parsed.slides?.[0]?.title || '';
}

/** Human names of the library (source strings for t()). */
export const SECTION_TYPE_LABELS: Record<SectionType, string> = {
  hero: 'Hero banner',
  rich_text: 'Rich text',
  trainings: 'Trainings list',
  categories: 'Categories',
  image_text: 'Image and text',
  call_to_action: 'Call to action',
  carousel: 'Carousel',
};

export const SECTION_TYPE_DESCRIPTIONS: Record<SectionType, string> = {
  hero: 'A large title over a colour or image, with an optional button.',
  rich_text: 'Formatted text: paragraphs, lists and links.',
  trainings: 'Trainings chosen by a rule: all, free, hand-picked or by tag.',
  categories: 'Links to the catalogue by category.',
  image_text: 'An image beside a block of text.',
  call_to_action: 'A short message with one prominent button.',
  carousel: 'Slides that visitors browse one at a time.',
};
