import { z } from '@/api/zod-mini';
import { nullableText, text } from '../shared';

export const slide = z.object({ title: text, text, image: nullableText, image_alt: text, url: text });
export const content = z.object({ slides: z.catch(z.array(slide), []) });
export const settings = z.object({
  autoplay: z.catch(z.boolean(), false),
  /** Seconds per slide. */
  interval: z.catch(z.coerce.number().check(z.int(), z.gte(2), z.lte(30)), 6),
});
