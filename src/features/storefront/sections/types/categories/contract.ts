import { z } from '@/api/zod-mini';

/** The wire contract: content and settings exactly as the server stores them. */
export const content = z.object({ title: z.string(), description: z.string() });
export const settings = z.object({
  vocabulary: z.string(),
  /** Term ids to show; empty = the vocabulary's top-level terms. */
  terms: z.array(z.int().check(z.positive())),
  size: z.int().check(z.gte(1), z.lte(48)),
});
