import { z } from 'zod';
import { nullableText, text } from '../shared';

export const slide = z.object({ title: text, text, image: nullableText, image_alt: text, url: text });
export const content = z.object({ slides: z.array(slide).catch([]) });
export const settings = z.object({
  autoplay: z.boolean().catch(false),
  /** Seconds per slide. */
  interval: z.coerce.number().int().min(2).max(30).catch(6),
});
