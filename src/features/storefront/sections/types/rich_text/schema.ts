import { z } from '@/api/zod-mini';
import { text } from '../shared';

export const content = z.object({ html: text });
export const settings = z.object({ columns: z.catch(z.union([z.literal(1), z.literal(2)]), 1) });
