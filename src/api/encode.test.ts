import { describe, expect, it } from 'vitest';
import { toQueryString, toSearchParams } from './encode';

describe('toQueryString', () => {
  it('writes arrays in bracket form', () => {
    expect(decodeURIComponent(toQueryString({ attributes: ['logo', 'colors'] }))).toBe(
      '?attributes[]=logo&attributes[]=colors',
    );
  });

  it('skips empty strings, null and undefined', () => {
    expect(toQueryString({ s: '', page: 0, a: null, b: undefined, c: 'x' })).toBe('?page=0&c=x');
  });

  it('writes nested objects in bracket form and booleans as 1/0', () => {
    expect(decodeURIComponent(toQueryString({ filter: { type: 'earned', mine: true } }))).toBe(
      '?filter[type]=earned&filter[mine]=1',
    );
  });

  it('returns an empty string when nothing is left', () => {
    expect(toQueryString({ s: '' })).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});

describe('toSearchParams as a form body', () => {
  it('encodes lists of objects with indexes', () => {
    const body = toSearchParams({ sections: [{ id: 1 }, { id: null, type: 'hero' }] } as never);
    expect(decodeURIComponent(body.toString())).toBe('sections[0][id]=1&sections[1][type]=hero');
  });
});
