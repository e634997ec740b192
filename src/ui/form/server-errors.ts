import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { type FieldErrorMap, fieldErrorAt, isApiError } from '@/api/errors';
import type { Translator } from '@/i18n';

/**
 * Puts the server's field messages on the form's fields (docs/forms.md). Returns the messages no
 * field of the form shows, so the page can display them.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string[] {
  if (!isApiError(error) || !error.fieldErrors) return [];
  let first = true;
  for (const field of fields) {
    const message = fieldErrorAt(error.fieldErrors, field);
    if (!message) continue;
    // The first refused field takes the focus, as a client-side check does.
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return unplacedMessages(error.fieldErrors, fields);
}

/**
 * The line above a form whose save failed, where no toast says so: where to look when the server
 * refused fields, otherwise that the save did not go through (a server error, no network).
 */
export const failureSummary = (error: unknown, t: Translator['t']): string =>
  isApiError(error) && error.status === 400 && error.fieldErrors
    ? t('Please check the highlighted fields.')
    : t('Something went wrong, please try again.');

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
