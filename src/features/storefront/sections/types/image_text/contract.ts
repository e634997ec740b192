import { z } from '@/api/zod-mini';

/** The wire contract: content and settings exactly as the server stores them. */
export const content = z.object({
  title: z.string(),
  html: z.string(),
  image: z.nullable(z.string()),
  image_alt: z.string(),
});
export const settings = z.object({ image_position: z.enum(['start', 'end']) });
