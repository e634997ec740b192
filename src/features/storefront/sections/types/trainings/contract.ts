import { SECTION_SORTINGS } from '@/api/trainings';
import { z } from '@/api/zod-mini';

/** The wire contract: content and settings exactly as the server stores them. */
export const content = z.object({ title: z.string(), description: z.string() });
/** docs/product.md §3 "Section list parameters": the query comes from `toSectionTrainingsQuery`. */
export const settings = z.object({
  type: z.enum(['all', 'free', 'custom', 'vocabulary']),
  sorting: z.enum(SECTION_SORTINGS),
  size: z.int().check(z.gte(1), z.lte(48)),
  trainings: z.array(z.int().check(z.positive())),
  vocabulary: z.nullable(z.string()),
  tags: z.array(z.int().check(z.positive())),
  layout: z.enum(['grid', 'carousel']),
});
