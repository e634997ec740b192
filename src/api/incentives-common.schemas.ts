import { z } from '@/api/zod-mini';
import { idSchema, imageUrlSchema } from './formats';

/**
 * Schemas shared by the incentives, storefront and availability contracts: the server's date
 * format (docs/product.md §9) and people references. Envelopes and paging come from `endpoint.ts`;
 * value formats from `formats.ts`.
 */

export { serverDateTimeSchema, serverDaySchema as serverDateSchema } from './formats';

export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** A person as other people's lists show them (transactions, leaderboard, availability). */
export const userRefSchema = z.object({
  uid: idSchema,
  full_name: z.string(),
  /** null: the interface shows the person's initials. */
  avatar: z.nullable(imageUrlSchema),
});
export type UserRef = z.infer<typeof userRefSchema>;
