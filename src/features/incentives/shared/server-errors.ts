import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { type FieldErrorMap, fieldErrorAt, isApiError } from '@/api/errors';

/**
 * docs/product.md §5: puts the server's field messages on the form's fields. Returns
 * the messages no field of the form shows, so the page can display them.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string[] {
  if (!isApiError(error) || !error.fieldErrors) return [];
  for (const field of fields) {
    const message = fieldErrorAt(error.fieldErrors, field);
    if (message) setError(field, { type: 'server', message });
  }
  return unplacedMessages(error.fieldErrors, fields);
}

/** Messages of the map whose path is not one of `fields` (nor below one). */
export function unplacedMessages(map: FieldErrorMap, fields: readonly string[], prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(map)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (fields.includes(path)) continue;
    if ('type' in value && typeof value.message === 'string') out.push(value.message);
    else out.push(...unplacedMessages(value as FieldErrorMap, fields, path));
  }
  return out;
}
