import { z } from '@/api/zod-mini';
import { type Encodable, toSearchParams } from './encode';
import { idSchema, imageUrlSchema } from './formats';

/**
 * Building blocks shared by the incentives, storefront and availability
 * contracts: the server's date format (docs/product.md §9), people references, uploads.
 * Envelopes and paging come from `endpoint.ts`; value formats from `formats.ts`.
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

/**
 * Multipart body for forms with uploads. Scalars and lists are encoded like
 * form bodies; an empty list is sent as one empty `key` field so that the
 * server can tell "cleared" from "not sent" (form encoding drops it otherwise).
 */
export function toMultipart(
  values: Encodable,
  files: Record<string, Blob | null | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of toSearchParams(values)) form.append(key, value);
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value) && value.length === 0) form.append(key, '');
  }
  for (const [key, file] of Object.entries(files)) {
    if (file) form.append(key, file);
  }
  return form;
}
