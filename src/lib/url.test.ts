import { describe, expect, it } from 'vitest';
import { isExternalHref, isSafeHref, isSameOriginPath, safeHref } from './url';

describe('url safety', () => {
  it.each(['/dashboard', '/incentives/3?x=1#a', ' /user '])('same-origin path %j', (value) => {
    expect(isSameOriginPath(value)).toBe(true);
    expect(isSafeHref(value)).toBe(true);
    expect(isExternalHref(value)).toBe(false);
  });
  it.each(['https://example.com', 'http://example.com/a', 'mailto:a@b.c', 'tel:+3212'])(
    'safe external %j',
    (v) => {
      expect(isSafeHref(v)).toBe(true);
      expect(isExternalHref(v)).toBe(true);
    },
  );
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '/dash\u0007board',
    `https://example.com/${'a'.repeat(200)}\u0000`,
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'https:///\\evil',
    'https:\\\\evil.example',
    '',
  ])('rejects %j', (value) => {
    expect(isSafeHref(value)).toBe(false);
    expect(safeHref(value)).toBeUndefined();
  });
});
