import { SECTION_SORTINGS } from '@/api/trainings';
import { z } from '@/api/zod-mini';
import { ids, nullableText, size, text } from '../shared';

export const content = z.object({ title: text, description: text });
export const settings = z.object({
  type: z.catch(z.enum(['all', 'free', 'custom', 'vocabulary']), 'all'),
  sorting: z.catch(z.enum(SECTION_SORTINGS), 'newest'),
  size,
  trainings: ids,
  vocabulary: nullableText,
  tags: ids,
  layout: z.catch(z.enum(['grid', 'carousel']), 'grid'),
});
