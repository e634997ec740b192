import { z } from '@/api/zod-mini';
import { nullableText, text } from '../shared';

export const content = z.object({ title: text, html: text, image: nullableText, image_alt: text });
export const settings = z.object({ image_position: z.catch(z.enum(['start', 'end']), 'start') });
