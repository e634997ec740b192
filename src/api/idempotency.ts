import { IDEMPOTENCY_KEY_HEADER } from './values';

export { IDEMPOTENCY_KEY_HEADER };

/** Random enough to never repeat; `getRandomValues` works on plain http too, unlike `randomUUID`. */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** The header of a request that carries a key, none without one. */
export const idempotencyHeaders = (key: string | undefined): Record<string, string> =>
  key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {};

/** A file stands for its name, size and date: its bytes would make every comparison read them. */
const fileAsText = (_key: string, value: unknown) =>
  value instanceof File ? `${value.name} ${value.size} ${value.lastModified}` : value;

/**
 * Keys for a form that creates something (docs/api/README.md, Idempotency). Saving the same input
 * again, after a failure that may have come after the server created it, sends the same key, so
 * the server creates it once; input edited since gets a new key, since it is another request.
 * One per form: a form that stays open after a success asks for a new one.
 */
export function idempotencyKeys(): (input: unknown) => string {
  let last: { input: string; key: string } | undefined;
  return (input) => {
    const text = JSON.stringify(input, fileAsText);
    if (last?.input !== text) last = { input: text, key: newIdempotencyKey() };
    return last.key;
  };
}
