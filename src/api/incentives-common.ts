import { z } from 'zod/mini';
import { SERVER_DATE_TIME, SERVER_DAY } from '@/lib/server-date';
import { type Encodable, toSearchParams } from './encode';

/**
 * Building blocks shared by the incentives, storefront and availability
 * contracts: the server's date format (docs/product.md §9), people references, uploads.
 * Envelopes and paging come from `endpoint.ts`.
 */

/** 'yyyy-MM-dd HH:mm:ss', always UTC. */
export const serverDateTimeSchema = z
  .string()
  .check(
    z.regex(SERVER_DATE_TIME, 'Expected yyyy-MM-dd HH:mm:ss (UTC)'),
    z.describe('UTC, yyyy-MM-dd HH:mm:ss'),
  );
export const serverDateSchema = z.string().check(z.regex(SERVER_DAY, 'Expected yyyy-MM-dd'));

export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** A person as other people's lists show them (transactions, leaderboard, availability). */
export const userRefSchema = z.object({
  uid: z.int().check(z.positive()),
  full_name: z.string(),
  avatar: z.nullable(z.string()),
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
