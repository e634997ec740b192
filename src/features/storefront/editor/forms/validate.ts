import { z } from '@/api/zod';
import { parseColor } from '@/lib/color';
import { isSafeHref } from '@/lib/url';
import { safeImageUrl } from '../../sections/appearance';
import type { FieldDescriptor } from './descriptors';

export type FormValues = Record<string, unknown>;
/** Field name → source string of the message. */
export type FormErrors = Record<string, string>;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const isVisible = (field: FieldDescriptor, values: FormValues): boolean =>
  !field.when || field.when.in.includes(String(values[field.when.field]));

/** A number field always needs a value: the API's numbers are never null. */
export const isRequired = (field: FieldDescriptor): boolean =>
  field.required === true || field.kind === 'number';

export function validateField(field: FieldDescriptor, value: unknown): string | undefined {
  if (isRequired(field) && isBlank(value)) return 'This field is required.';
  if (isBlank(value)) return undefined;
  switch (field.kind) {
    case 'url':
      return isSafeHref(String(value))
        ? undefined
        : 'Enter a path on this site (starting with /) or an http(s) address.';
    case 'image':
      return safeImageUrl(value)
        ? undefined
        : 'Enter a path on this site, an https address or an inline image.';
    case 'color':
      return parseColor(value) ? undefined : 'Enter a colour such as #1f5fbf.';
    case 'number': {
      const number = Number(value);
      return Number.isInteger(number) && number >= field.min && number <= field.max
        ? undefined
        : 'Enter a whole number from @min to @max.';
    }
    default:
      return undefined;
  }
}

/** Validates the visible fields of a form. */
export function validateForm(fields: readonly FieldDescriptor[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    if (!isVisible(field, values)) continue;
    const message = validateField(field, values[field.name]);
    if (message) errors[field.name] = message;
  }
  return errors;
}

const schemas = new WeakMap<readonly FieldDescriptor[], z.ZodType<FormValues, FormValues>>();

/**
 * The zod schema of a section form, from the field descriptors the section type declares in the
 * registry (sections/types/<type>/fields.ts, or the appearance fields every type shares): the
 * form's one set of rules for react-hook-form (docs/forms.md). A hidden field is not checked. Made
 * once per descriptor list, so a form's resolver keeps its identity across renders.
 */
export function sectionFormSchema(fields: readonly FieldDescriptor[]): z.ZodType<FormValues, FormValues> {
  const known = schemas.get(fields);
  if (known) return known;
  const schema = z.record(z.string(), z.unknown()).superRefine((values, context) => {
    for (const field of fields) {
      if (!isVisible(field, values)) continue;
      const message = validateField(field, values[field.name]);
      if (message) context.addIssue({ code: 'custom', path: [field.name], message });
    }
  });
  schemas.set(fields, schema);
  return schema;
}

/**
 * The API's shapes → what the form's controls hold: an absent or null text, link, image or colour
 * is '', a numeric choice its text, a missing list empty and a missing tick false.
 */
export function toFormValues(fields: readonly FieldDescriptor[], values: FormValues): FormValues {
  const result: FormValues = { ...values };
  for (const field of fields) {
    const value = result[field.name];
    switch (field.kind) {
      case 'select':
        result[field.name] = value === undefined || value === null ? '' : String(value);
        break;
      case 'number':
        result[field.name] = typeof value === 'number' ? value : null;
        break;
      case 'checkbox':
        result[field.name] = value === true;
        break;
      case 'ids':
      case 'slides':
        result[field.name] = Array.isArray(value) ? value : [];
        break;
      default:
        result[field.name] = typeof value === 'string' ? value : '';
    }
  }
  return result;
}

/** '1, 2,x,3' → [1, 2, 3] */
export const parseIds = (text: string): number[] =>
  text
    .split(/[\s,]+/)
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);

/**
 * Form values → the API's shapes: every field is kept (hidden ones keep their
 * values, so settings stay complete), empty nullable fields become null,
 * numeric selects numbers, and a slide's empty image null.
 */
export function toSubmitted(fields: readonly FieldDescriptor[], values: FormValues): FormValues {
  const result: FormValues = { ...values };
  for (const field of fields) {
    const value = result[field.name];
    if (field.nullable && (value === '' || value === undefined)) result[field.name] = null;
    if (field.kind === 'select' && field.numeric && typeof value === 'string')
      result[field.name] = Number(value);
    if (field.kind === 'slides' && Array.isArray(value)) {
      result[field.name] = value.map((slide: Record<string, unknown>) => ({
        ...slide,
        image: slide.image === '' ? null : slide.image,
      }));
    }
  }
  return result;
}
