import { z } from 'zod';
import { ids, size, text } from '../shared';

export const content = z.object({ title: text, description: text });
export const settings = z.object({
  vocabulary: z.string().min(1).catch('topics'),
  /** Only these terms when set; the vocabulary's top-level terms otherwise. */
  terms: ids,
  size,
});
