import { describe, expect, it } from 'vitest';
import { pageIndexFrom, setPageIndex } from './page-param';

describe('the page in the address', () => {
  it('counts as people do: ?page=2 is index 1, and no page is the first', () => {
    expect(pageIndexFrom(new URLSearchParams('page=2'))).toBe(1);
    expect(pageIndexFrom(new URLSearchParams(''))).toBe(0);
  });

  it('reads a page that is not a number, or below 1, as the first', () => {
    for (const page of ['0', '-3', 'two', '']) expect(pageIndexFrom(new URLSearchParams({ page }))).toBe(0);
  });

  it('writes index 1 as ?page=2 and leaves the first page out', () => {
    const params = new URLSearchParams('s=sql&page=5');
    setPageIndex(params, 1);
    expect(params.toString()).toBe('s=sql&page=2');
    setPageIndex(params, 0);
    expect(params.toString()).toBe('s=sql');
  });
});
