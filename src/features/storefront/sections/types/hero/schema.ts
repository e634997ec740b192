import { z } from 'zod';
import { lenientLink, nullableText, text } from '../shared';

export const content = z.object({
  title: text,
  subtitle: text,
  image: nullableText,
  image_alt: text,
  ...lenientLink,
});
export const settings = z.object({
  height: z.enum(['small', 'medium', 'large']).catch('medium'),
  alignment: z.enum(['start', 'center', 'end']).catch('start'),
  overlay: z.boolean().catch(true),
});
