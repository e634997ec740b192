import { z } from 'zod';

/** The wire contract: content and settings exactly as the server stores them. */
export const content = z.object({ title: z.string(), description: z.string() });
export const settings = z.object({
  vocabulary: z.string(),
  /** Term ids to show; empty = the vocabulary's top-level terms. */
  terms: z.array(z.number().int().positive()),
  size: z.number().int().min(1).max(48),
});
