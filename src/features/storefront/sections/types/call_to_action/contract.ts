import { z } from '@/api/zod-mini';
import { strictLink } from '../shared';

/** The wire contract: content and settings exactly as the server stores them. */
export const content = z.object({ title: z.string(), text: z.string(), ...strictLink });
export const settings = z.object({ style: z.enum(['primary', 'secondary']) });
