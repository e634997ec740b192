import { z } from '@/api/zod-mini';
import { lenientLink, nullableText, text } from '../shared';

export const content = z.object({
  title: text,
  subtitle: text,
  image: nullableText,
  image_alt: text,
  ...lenientLink,
});
export const settings = z.object({
  height: z.catch(z.enum(['small', 'medium', 'large']), 'medium'),
  alignment: z.catch(z.enum(['start', 'center', 'end']), 'start'),
  overlay: z.catch(z.boolean(), true),
});
