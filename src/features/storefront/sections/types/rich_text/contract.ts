import { z } from '@/api/zod-mini';

/** The wire contract: content and settings exactly as the server stores them. */
export const content = z.object({ html: z.string() });
export const settings = z.object({ columns: z.union([z.literal(1), z.literal(2)]) });
