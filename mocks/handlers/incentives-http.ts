import { HttpResponse } from 'msw';

/**
 * Server-side helpers of the domain handlers (incentives, storefront,
 * availability): reading query and form values the way PHP does, paging,
 * and Drupal-like error responses.
 */
export type FormTree = { [key: string]: FormValue };
export type FormValue = string | File | FormValue[] | FormTree;

/** PHP's reading of `a[]=1&a[]=2&b[0][c]=x`: nested objects and lists. */
export function parseBrackets(entries: Iterable<[string, FormDataEntryValue]>): FormTree {
  const root: FormTree = {};
  for (const [rawKey, value] of entries) {
    const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const parts = [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')];
    let node: FormTree | FormValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsList = !last && (parts[index + 1] === '' || /^\d+$/.test(parts[index + 1] ?? ''));
      const container = node as Record<string, FormValue>;
      const key = part === '' && Array.isArray(node) ? String(node.length) : part;
      if (last) {
        container[key] = value;
        return;
      }
      if (typeof container[key] !== 'object' || container[key] instanceof File)
        container[key] = nextIsList ? [] : {};
      node = container[key] as FormTree | FormValue[];
    });
  }
  return root;
}

export async function readForm(request: Request): Promise<FormTree> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await request.json()) as FormTree;
  if (!type.includes('form')) return {};
  return parseBrackets((await request.formData()).entries());
}

export const readQuery = (request: Request): FormTree =>
  parseBrackets(new URL(request.url).searchParams.entries());

export const asText = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export function asInt(value: FormValue | undefined): number | undefined {
  const text = asText(value);
  if (text === undefined || !/^-?\d+$/.test(text.trim())) return undefined;
  return Number(text);
}

export function asFlag(value: FormValue | undefined): boolean | undefined {
  const text = asText(value);
  if (text === undefined) return undefined;
  return text === '1' || text === 'true';
}

/** A list field; the single empty value a multipart body uses for "cleared" reads as []. */
export function asIntList(value: FormValue | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  if (value === '') return [];
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && !(value instanceof File)
      ? Object.values(value)
      : [value];
  return list.map((item) => asInt(item)).filter((item): item is number => item !== undefined);
}

export const asFile = (value: FormValue | undefined): File | undefined =>
  value instanceof File && value.size > 0 ? value : undefined;

/** Uploaded images are kept as data URIs: there is no file storage in the mock. */
export async function fileToDataUri(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export interface FieldMessage {
  path: string;
  message: string;
}

/** A 400 the way the backend responds to invalid input (docs/product.md §5). */
export const invalid = (messages: FieldMessage[], message = 'The submitted data is not valid.') =>
  HttpResponse.json({ message, messages }, { status: 400 });

export const notFound = (what = 'The requested page could not be found.') =>
  HttpResponse.json({ message: what }, { status: 404 });

export function paginate<T>(items: readonly T[], query: FormTree, defaultLimit: number, maxLimit = 100) {
  const limit = Math.min(Math.max(asInt(query.limit) ?? defaultLimit, 1), maxLimit);
  const total = items.length;
  const totalPages = Math.ceil(total / limit);
  const page = Math.max(asInt(query.page) ?? 0, 0);
  return {
    data: items.slice(page * limit, page * limit + limit),
    meta: { page, limit, total, totalPages, isLastPage: page >= totalPages - 1 },
  };
}

export const contains = (haystack: string, needle: string | undefined) =>
  !needle || haystack.toLocaleLowerCase().includes(needle.trim().toLocaleLowerCase());

export function compareBy<T>(key: keyof T, order: string | undefined) {
  const direction = order === 'desc' ? -1 : 1;
  return (a: T, b: T) => {
    const x = a[key];
    const y = b[key];
    const result =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
    return result * direction;
  };
}
