import { describe, expect, it } from 'vitest';
import {
  parseCatalogueParams,
  toCatalogueSearch,
  toFacetsQuery,
  toTrainingsQuery,
} from './use-catalogue-params';

const parse = (search: string) => parseCatalogueParams(new URLSearchParams(search));

describe('the catalogue address', () => {
  it('reads search, repeated terms per vocabulary, sort, page and view', () => {
    expect(parse('s=sql&topics=3&topics=7&levels=52&sort=title&page=2&view=list')).toEqual({
      search: 'sql',
      sort: 'title',
      page: 2,
      view: 'list',
      terms: { topics: [3, 7], levels: [52] },
    });
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(parse('sort=cheapest&page=-4&view=table&topics=abc&Bad-Key=3&topics=0')).toEqual({
      search: '',
      sort: 'popularity',
      page: 1,
      view: 'grid',
      terms: {},
    });
  });

  it("reads a vocabulary named like an object's own property as any other", () => {
    // Read into a plain object, `constructor` was Object itself, and the page threw.
    const { terms } = parse('constructor=3&__proto__=4&topics=5');
    expect(Object.entries(terms)).toEqual([
      ['constructor', [3]],
      ['__proto__', [4]],
      ['topics', [5]],
    ]);
  });

  it('writes the state back without its defaults, so it reads the same', () => {
    const state = parse('topics=3&topics=7&s=sql&page=3');
    expect(toCatalogueSearch(state).toString()).toBe('s=sql&topics=3&topics=7&page=3');
    expect(parseCatalogueParams(toCatalogueSearch(state))).toEqual(state);
    expect(toCatalogueSearch(parse('')).toString()).toBe('');
  });

  it('asks GET trainings for the zero-based page and the facets for the same filters', () => {
    const state = parse('s=sql&levels=52&page=2&sort=newest');
    expect(toTrainingsQuery(state)).toEqual({
      include_own: 1,
      multilingual: 1,
      order_by: 'newest',
      limit: 12,
      page: 1,
      s: 'sql',
      levels: [52],
    });
    expect(toFacetsQuery(state)).toEqual({ include_own: 1, multilingual: 1, s: 'sql', levels: [52] });
  });
});
