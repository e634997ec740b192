import { z } from 'zod';
import { SECTION_SORTINGS } from '@/api/trainings';
import { ids, nullableText, size, text } from '../shared';

export const content = z.object({ title: text, description: text });
export const settings = z.object({
  type: z.enum(['all', 'free', 'custom', 'vocabulary']).catch('all'),
  sorting: z.enum(SECTION_SORTINGS).catch('newest'),
  size,
  trainings: ids,
  vocabulary: nullableText,
  tags: ids,
  layout: z.enum(['grid', 'carousel']).catch('grid'),
});
