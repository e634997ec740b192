import { z } from '@/api/zod-mini';

const slide = z.object({
  title: z.string(),
  text: z.string(),
  image: z.nullable(z.string()),
  image_alt: z.string(),
  url: z.string(),
});
/** The wire contract: content and settings exactly as the server stores them. */
export const content = z.object({ slides: z.array(slide) });
export const settings = z.object({
  autoplay: z.boolean(),
  /** Seconds per slide when autoplaying (paused for reduced motion and on focus/hover). */
  interval: z.int().check(z.gte(2), z.lte(30)),
});
