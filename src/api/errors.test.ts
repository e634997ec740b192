import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrorAt, splitFieldPath, toFieldErrors } from './errors';

const segment = fc.oneof(fc.stringMatching(/^[a-z][a-z_]{0,7}$/), fc.nat({ max: 20 }).map(String));
const segments = fc.array(segment, { minLength: 1, maxLength: 5 });
const bracket = (parts: string[]) =>
  parts[0] +
  parts
    .slice(1)
    .map((part) => `[${part}]`)
    .join('');

describe('splitFieldPath', () => {
  it('reads bracket and dotted paths alike', () => {
    fc.assert(
      fc.property(segments, (parts) => {
        expect(splitFieldPath(bracket(parts))).toEqual(parts);
        expect(splitFieldPath(parts.join('.'))).toEqual(parts);
      }),
    );
  });
});

describe('toFieldErrors', () => {
  it('puts each message at its dotted path, typed server', () => {
    fc.assert(
      fc.property(segments, fc.string({ minLength: 1 }), (parts, message) => {
        const map = toFieldErrors({ messages: [{ path: bracket(parts), message }] });
        expect(fieldErrorAt(map, parts.join('.'))).toBe(message);
        let node: unknown = map;
        for (const part of parts) node = (node as Record<string, unknown>)[part];
        expect(node).toEqual({ message, type: 'server' });
      }),
    );
  });

  it('keeps every message of distinct leaf paths', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(segments, { selector: (parts) => parts.join('.'), maxLength: 6 }),
        (paths) => {
          // A path that is the prefix of another cannot be both a leaf and a branch: keep leaves only.
          const leaves = paths.filter(
            (parts) =>
              !paths.some(
                (other) => other.length > parts.length && other.join('.').startsWith(`${parts.join('.')}.`),
              ),
          );
          const map = toFieldErrors({
            messages: leaves.map((parts, i) => ({ path: bracket(parts), message: `m${i}` })),
          });
          leaves.forEach((parts, i) => {
            expect(fieldErrorAt(map, parts.join('.'))).toBe(`m${i}`);
          });
        },
      ),
    );
  });

  it('keeps the first message of a field and skips malformed entries', () => {
    expect(
      toFieldErrors({
        messages: [
          { path: 'mail', message: 'First' },
          { path: 'mail', message: 'Second' },
          { path: 3, message: 'bad path' },
          { message: 'no path' },
          null,
          { path: '', message: 'empty path' },
        ],
      }),
    ).toEqual({ mail: { message: 'First', type: 'server' } });
  });

  it('gives undefined when there is nothing per field', () => {
    expect(toFieldErrors({ message: 'Nope' })).toBeUndefined();
    expect(toFieldErrors(null)).toBeUndefined();
    expect(toFieldErrors({ messages: [] })).toBeUndefined();
  });
});
