import { z } from '@/api/zod';
import { parseColor } from '@/lib/color';
import { isSafeHref } from '@/lib/url';
import { safeImageUrl } from '../../sections/appearance';
import type { FieldDescriptor } from './descriptors';

export type FormValues = Record<string, unknown>;

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
    case 'ids':
    case 'terms':
    case 'trainings':
      // IdsField holds the text itself while a part of it is no id.
      return Array.isArray(value) ? undefined : 'Enter ids as whole numbers separated by commas.';
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

/** A slide's link, checked as a button's is. */
const SLIDE_LINK: FieldDescriptor = { name: 'url', label: 'Link', kind: 'url' };

/** A field left empty while the one it pairs with has a value (`pairedWith`). */
function pairMessage(field: FieldDescriptor, values: FormValues): string | undefined {
  return field.pairedWith && isBlank(values[field.name]) && !isBlank(values[field.pairedWith])
    ? 'A button needs both its label and its link.'
    : undefined;
}

/** Where a form's value is wrong (a field's name, or a slide's field under it) and why. */
interface Issue {
  path: (string | number)[];
  message: string;
}

/** What is wrong in the visible fields of a form: each field on its own, then with the one it pairs with. */
function issuesOf(fields: readonly FieldDescriptor[], values: FormValues): Issue[] {
  const issues: Issue[] = [];
  for (const field of fields) {
    if (!isVisible(field, values)) continue;
    const value = values[field.name];
    const message = validateField(field, value) ?? pairMessage(field, values);
    if (message) issues.push({ path: [field.name], message });
    if (field.kind === 'slides' && Array.isArray(value)) {
      value.forEach((slide: Record<string, unknown>, index) => {
        const link = validateField(SLIDE_LINK, slide?.url);
        if (link) issues.push({ path: [field.name, index, 'url'], message: link });
      });
    }
  }
  return issues;
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
    for (const { path, message } of issuesOf(fields, values))
      context.addIssue({ code: 'custom', path, message });
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
      case 'terms':
      case 'trainings':
      case 'slides':
        result[field.name] = Array.isArray(value) ? value : [];
        break;
      default:
        result[field.name] = typeof value === 'string' ? value : '';
    }
  }
  return result;
}

/** '1, 2, 3' → [1, 2, 3]; undefined when a part is no id ('1, x', '2.5', '-3'). */
export function parseIds(text: string): number[] | undefined {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  const ids = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : undefined;
}

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
