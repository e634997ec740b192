/**
 * Error kinds of the HTTP client (docs/product.md §8). The names follow RTK Query's
 * fetchBaseQuery so that backend and frontend people talk about the same thing.
 */
export type ApiErrorKind = 'HTTP_ERROR' | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

export interface FieldError {
  message: string;
  type: 'server';
}

/** Nested per-field error map: `{ address: { city: { message, type } } }`. */
export interface FieldErrorMap {
  [field: string]: FieldError | FieldErrorMap;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly data: unknown;
  readonly fieldErrors: FieldErrorMap | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; data?: unknown; fieldErrors?: FieldErrorMap; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.data = options.data;
    this.fieldErrors = options.fieldErrors;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const hasStatus = (error: unknown, ...statuses: number[]): boolean =>
  isApiError(error) && error.status !== undefined && statuses.includes(error.status);

/** `items[0][title]` → `['items', '0', 'title']`; `a.b` stays dotted. */
export function splitFieldPath(path: string): string[] {
  return path
    .replace(/\[([^\]]*)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '');
}

/**
 * A 400 response whose data has `messages: [{ path, message }]` becomes a
 * nested field-error map (docs/product.md §5). Anything else yields undefined.
 */
export function toFieldErrors(data: unknown): FieldErrorMap | undefined {
  const messages = (data as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) return undefined;
  const map: FieldErrorMap = {};
  for (const entry of messages) {
    if (!entry || typeof entry.path !== 'string' || typeof entry.message !== 'string') continue;
    const parts = splitFieldPath(entry.path);
    if (parts.length === 0) continue;
    let node: FieldErrorMap = map;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        if (!(part in node)) node[part] = { message: entry.message, type: 'server' };
        return;
      }
      const next = node[part];
      if (!next || 'type' in next) node[part] = {};
      node = node[part] as FieldErrorMap;
    });
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/** Reads one field's message out of a nested map by a dotted or bracket path. */
export function fieldErrorAt(map: FieldErrorMap | undefined, path: string): string | undefined {
  let node: FieldError | FieldErrorMap | undefined = map;
  for (const part of splitFieldPath(path)) {
    if (!node || 'type' in node) return undefined;
    node = (node as FieldErrorMap)[part];
  }
  return node && 'type' in node && typeof node.message === 'string' ? node.message : undefined;
}
