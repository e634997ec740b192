import { z } from '@/api/zod-mini';
import { ids, size, text } from '../shared';

export const content = z.object({ title: text, description: text });
export const settings = z.object({
  vocabulary: z.catch(z.string().check(z.minLength(1)), 'topics'),
  /** Only these terms when set; the vocabulary's top-level terms otherwise. */
  terms: ids,
  size,
});
