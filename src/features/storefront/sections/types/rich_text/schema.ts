import { z } from 'zod';
import { text } from '../shared';

export const content = z.object({ html: text });
export const settings = z.object({ columns: z.union([z.literal(1), z.literal(2)]).catch(1) });
