import { z } from 'zod';
import { SECTION_SORTINGS } from '@/api/trainings';
import type { SectionType } from '../editor/model';

/**
 * Each section type's content and settings, parsed leniently: a field the
 * server left out or filled with garbage falls back to a safe default rather
 * than breaking the page (ARCHITECTURE.md: values are validated before use).
 */
const text = z.string().catch('');
const optionalText = z.string().optional().catch(undefined);
const ids = z.array(z.coerce.number().int()).catch([]);

export const heroContentSchema = z.object({
  title: text,
  subtitle: text,
  image: optionalText,
  imageAlt: text,
  buttonLabel: text,
  buttonUrl: text,
});

export const richTextContentSchema = z.object({ title: text, body: text });

export const trainingsContentSchema = z.object({ title: text });
export const trainingsSettingsSchema = z.object({
  type: z.enum(['all', 'free', 'custom', 'vocabulary']).catch('all'),
  sorting: z.enum(SECTION_SORTINGS).catch('newest'),
  size: z.coerce.number().int().min(1).max(48).catch(6),
  trainings: ids,
  vocabulary: optionalText,
  tags: ids,
});

export const categoriesContentSchema = z.object({ title: text });
export const categoriesSettingsSchema = z.object({
  vocabulary: z.string().catch('topics'),
  /** Only these terms when set; every root term of the vocabulary otherwise. */
  terms: ids,
});

export const imageTextContentSchema = z.object({
  title: text,
  body: text,
  image: optionalText,
  imageAlt: text,
});
export const imageTextSettingsSchema = z.object({
  imagePosition: z.enum(['start', 'end']).catch('start'),
});

export const callToActionContentSchema = z.object({
  title: text,
  text,
  buttonLabel: text,
  buttonUrl: text,
});

export const slideSchema = z.object({
  title: text,
  text,
  image: optionalText,
  imageAlt: text,
  url: text,
});
export const carouselContentSchema = z.object({ title: text, slides: z.array(slideSchema).catch([]) });
export const carouselSettingsSchema = z.object({
  autoplay: z.boolean().catch(false),
  interval: z.coerce.number().int().min(2000).max(20000).catch(6000),
});

const emptySettings = z.object({});

export const sectionSchemas = {
  hero: { content: heroContentSchema, settings: emptySettings },
  rich_text: { content: richTextContentSchema, settings: emptySettings },
  trainings: { content: trainingsContentSchema, settings: trainingsSettingsSchema },
  categories: { content: categoriesContentSchema, settings: categoriesSettingsSchema },
  image_text: { content: imageTextContentSchema, settings: imageTextSettingsSchema },
  call_to_action: { content: callToActionContentSchema, settings: emptySettings },
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
