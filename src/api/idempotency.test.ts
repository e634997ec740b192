import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from './idempotency';

describe('idempotencyKeys', () => {
  it('gives the same input sent again the same key, and edited input a new one', () => {
    const keyFor = idempotencyKeys();
    const first = keyFor({ title: 'Mug', price: 150 });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keyFor({ title: 'Mug', price: 150 })).toBe(first);
    const edited = keyFor({ title: 'Mug', price: 200 });
    expect(edited).not.toBe(first);
    // Back to what was sent first is another request now: the key of the last one does not return.
    expect(keyFor({ title: 'Mug', price: 150 })).not.toBe(edited);
  });

  it('tells files apart by name, size and date', () => {
    const keyFor = idempotencyKeys();
    const file = (name: string, text: string) => new File([text], name, { lastModified: 1 });
    const first = keyFor({ image: file('a.png', 'abc') });
    expect(keyFor({ image: file('a.png', 'abc') })).toBe(first);
    expect(keyFor({ image: file('a.png', 'abcd') })).not.toBe(first);
  });

  it('keeps the keys of two forms apart', () => {
    expect(idempotencyKeys()({ title: 'Mug' })).not.toBe(idempotencyKeys()({ title: 'Mug' }));
  });
});
