import { z } from 'zod';
import { lenientLink, text } from '../shared';

export const content = z.object({ title: text, text, ...lenientLink });
export const settings = z.object({ style: z.enum(['primary', 'secondary']).catch('primary') });
