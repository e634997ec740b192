import { describe, expect, it } from 'vitest';
import { cssImageUrl } from './PageBackground';

describe('cssImageUrl', () => {
  it('wraps same-origin, http(s) and data images', () => {
    expect(cssImageUrl('/files/bg.png')).toBe('url("/files/bg.png")');
    expect(cssImageUrl('https://cdn.example/bg.jpg')).toBe('url("https://cdn.example/bg.jpg")');
    expect(cssImageUrl('data:image/svg+xml;charset=utf-8,%3Csvg%3E(x)')).toBe(
      'url("data:image/svg+xml;charset=utf-8,%3Csvg%3E(x)")',
    );
  });

  it.each([
    'javascript:alert(1)',
    '/bg.png") ; body{display:none}',
    'https://cdn.example/a b.png',
    '/bg.png\\") x',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/bg.png',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(cssImageUrl(value)).toBeUndefined();
  });
});
