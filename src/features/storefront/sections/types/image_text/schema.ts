import { z } from 'zod';
import { nullableText, text } from '../shared';

export const content = z.object({ title: text, html: text, image: nullableText, image_alt: text });
export const settings = z.object({ image_position: z.enum(['start', 'end']).catch('start') });
