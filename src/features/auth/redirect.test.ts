import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLoginPath, DEFAULT_AFTER_LOGIN, loginPathFor, toSameOriginPath, wasRefused } from './redirect';

describe('afterLoginPath', () => {
  it.each([
    ['/incentives', '/incentives'],
    ['/search?s=leadership&x=1', '/search?s=leadership&x=1'],
    ['/user/2/edit#name', '/user/2/edit#name'],
    ['/a/../dashboard', '/dashboard'],
  ])('follows the same-origin path %s', (input, expected) => {
    expect(afterLoginPath(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '//evil.example',
    '//elsewhere.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example/x',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/./%2e/..//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/',
    'http://localhost/dashboard',
    'evil.example',
    'dashboard',
    '/user/login?redirectTo=/x',
    '/user/logout',
  ])('falls back to /dashboard for %j', (input) => {
    expect(afterLoginPath(input)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('never leaves the site, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const path = afterLoginPath(input);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
      }),
    );
  });

  it('never leaves the site for a path of dot segments and slashes, as the resolver reads them', () => {
    const piece = fc.constantFrom(
      '/',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2e%2e',
      'a',
      'evil.example',
      '?x=//y',
      '#//z',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (pieces) => {
        const path = afterLoginPath(`/${pieces.join('')}`);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
      }),
    );
  });
});

describe('toSameOriginPath with an origin', () => {
  it('turns an absolute URL on the same origin into its path', () => {
    expect(toSameOriginPath('https://site.example/storefront?x=1', 'https://site.example')).toBe(
      '/storefront?x=1',
    );
  });
  it('refuses another origin and other schemes', () => {
    expect(toSameOriginPath('https://evil.example/', 'https://site.example')).toBeUndefined();
    expect(toSameOriginPath('javascript:alert(1)', 'https://site.example')).toBeUndefined();
  });
});

describe('loginPathFor', () => {
  it('keeps the current path and query in redirectTo', () => {
    expect(loginPathFor({ pathname: '/search', search: '?s=a b' })).toBe(
      `/user/login?redirectTo=${encodeURIComponent('/search?s=a b').replace(/%20/g, '+')}`,
    );
    expect(
      new URLSearchParams(loginPathFor({ pathname: '/incentives/3' }).split('?')[1]).get('redirectTo'),
    ).toBe('/incentives/3');
  });
  it('does not nest the login page in itself', () => {
    expect(loginPathFor({ pathname: '/user/login', search: '?redirectTo=%2Fx' })).toBe(
      '/user/login?redirectTo=%2Fx',
    );
  });
});

describe('wasRefused', () => {
  it('knows the login page a 401 while signed in sent the user to', () => {
    const path = loginPathFor({ pathname: '/catalog', search: '?page=2' }, { refused: true });
    expect(path).toBe('/user/login?redirectTo=%2Fcatalog%3Fpage%3D2&refused=1');
    expect(wasRefused(new URL(path, 'http://localhost').searchParams)).toBe(true);
  });

  it.each(['', '?refused=0', '?refused=true', '?redirectTo=%2Fcatalog'])('is false for %s', (search) => {
    expect(wasRefused(new URLSearchParams(search))).toBe(false);
  });
});
