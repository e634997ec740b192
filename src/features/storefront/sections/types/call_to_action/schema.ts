import { z } from '@/api/zod-mini';
import { lenientLink, text } from '../shared';

export const content = z.object({ title: text, text, ...lenientLink });
export const settings = z.object({ style: z.catch(z.enum(['primary', 'secondary']), 'primary') });
