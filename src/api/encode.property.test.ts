import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EncodableValue, toQueryString, toSearchParams } from './encode';

type Decoded = string | Decoded[] | { [key: string]: Decoded };

/** How PHP reads bracket keys (`a[]=1`, `a[b]=2`, `a[0][b]=3`), enough to check the encoder. */
function decode(params: URLSearchParams): Record<string, Decoded> {
  const root: Record<string, Decoded> = {};
  for (const [key, value] of params) {
    const [head = '', ...rest] = key
      .split('[')
      .map((part, index) => (index === 0 ? part : part.slice(0, -1)));
    let node: Record<string, Decoded> | Decoded[] = root;
    const path = [head, ...rest];
    path.forEach((part, index) => {
      const isLast = index === path.length - 1;
      const nextIsList = path[index + 1] === '' || /^\d+$/.test(path[index + 1] ?? 'x');
      const container = node as Record<string, Decoded>;
      const slot = part === '' ? String((node as Decoded[]).length) : part;
      if (isLast) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsList ? [] : {};
      node = container[slot] as Record<string, Decoded> | Decoded[];
    });
  }
  return root;
}

/** What should survive encoding: numbers and booleans as strings, empties dropped. */
function expected(value: EncodableValue): Decoded | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const items = value.map(expected).filter((item): item is Decoded => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  const entries = Object.entries(value).flatMap(([k, v]) => {
    const e = expected(v);
    return e === undefined ? [] : [[k, e] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const value: fc.Arbitrary<EncodableValue> = fc.oneof(
  scalar,
  fc.array(fc.oneof(fc.string({ minLength: 1 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(key, scalar, { maxKeys: 3 }),
);

describe('bracket encoding round trip', () => {
  it('decodes back to the input, minus empty values', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (input) => {
        const want = expected(input) ?? {};
        expect(decode(toSearchParams(input))).toEqual(want);
      }),
    );
  });

  it('never writes an empty value or a bare key', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (input) => {
        for (const [, v] of toSearchParams(input)) expect(v).not.toBe('');
        const query = toQueryString(input);
        expect(query === '' || query.startsWith('?')).toBe(true);
      }),
    );
  });
});
