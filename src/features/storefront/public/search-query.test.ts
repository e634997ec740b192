import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE, toSearchQuery } from './SearchPage';

describe('storefront search query', () => {
  it('keeps the section filters and adds the words', () => {
    expect(toSearchQuery(new URLSearchParams('s=%20safety%20'))).toEqual({
      include_own: 1,
      linked: 1,
      multilingual: 1,
      limit: SEARCH_PAGE_SIZE,
      s: 'safety',
    });
  });

  it('sets the vocabulary to its tags, and ignores a vocabulary name that is not a machine name', () => {
    expect(toSearchQuery(new URLSearchParams('vocabulary=topics&tags=3,x,4'))).toMatchObject({
      topics: [3, 4],
    });
    expect(toSearchQuery(new URLSearchParams('s=x&vocabulary=s&tags=1'))).toMatchObject({ s: 'x' });
    expect(toSearchQuery(new URLSearchParams('vocabulary=limit&tags=1'))).toMatchObject({
      limit: SEARCH_PAGE_SIZE,
    });
    expect(toSearchQuery(new URLSearchParams('vocabulary=__proto__x;&tags=1'))).not.toHaveProperty(
      '__proto__x;',
    );
  });
});
