import { z } from 'zod';
import { SECTION_SORTINGS } from '@/api/trainings';

/** The wire contract: content and settings exactly as the server stores them. */
export const content = z.object({ title: z.string(), description: z.string() });
/** docs/product.md §3 "Section list parameters": the query comes from `toSectionTrainingsQuery`. */
export const settings = z.object({
  type: z.enum(['all', 'free', 'custom', 'vocabulary']),
  sorting: z.enum(SECTION_SORTINGS),
  size: z.number().int().min(1).max(48),
  trainings: z.array(z.number().int().positive()),
  vocabulary: z.string().nullable(),
  tags: z.array(z.number().int().positive()),
  layout: z.enum(['grid', 'carousel']),
});
