import { z } from '@/api/zod-mini';
import { strictLink } from '../shared';

/** The wire contract: content and settings exactly as the server stores them. */
export const content = z.object({
  title: z.string(),
  subtitle: z.string(),
  image: z.nullable(z.string()),
  image_alt: z.string(),
  ...strictLink,
});
export const settings = z.object({
  height: z.enum(['small', 'medium', 'large']),
  alignment: z.enum(['start', 'center', 'end']),
  overlay: z.boolean(),
});
