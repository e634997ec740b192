import { type Encodable, toSearchParams } from './encode';

/** Shared by the incentives, storefront and availability modules; their schemas: `incentives-common.schemas.ts`. */
export type { SortOrder, UserRef } from './incentives-common.schemas';

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
