// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeToFragment } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting and links', () => {
    const html = '<p>Hello <strong>world</strong> <a href="https://example.com/a">link</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<p style="position:fixed;inset:0">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script><circle r="5"/></svg>', ''],
    ['<svg onload="alert(1)"></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<form action="https://evil.example"><input name="pass"></form>', ''],
    ['<div onclick="alert(1)" data-x="1">x</div>', '<div>x</div>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
  ])('removes hostile markup: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('adds rel=noopener to links that open a new tab and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/a" target="evilframe">x</a>')).toBe('<a href="/a">x</a>');
  });

  it('allows relative, mailto and tel links', () => {
    expect(
      sanitizeHtml('<a href="/courses?id=1">a</a><a href="mailto:a@b.c">b</a><a href="tel:+1">c</a>'),
    ).toBe('<a href="/courses?id=1">a</a><a href="mailto:a@b.c">b</a><a href="tel:+1">c</a>');
  });

  it("keeps content from taking the name of the app's own elements: ids and names are prefixed", () => {
    expect(sanitizeHtml('<p id="page-state">{"queries":[]}</p><a name="root">x</a>')).toBe(
      '<p id="user-content-page-state">{"queries":[]}</p><a name="user-content-root">x</a>',
    );
  });

  it('returns a DOM fragment for rendering without innerHTML', () => {
    const fragment = sanitizeToFragment('<p>a</p><script>x</script>');
    expect(fragment.childNodes).toHaveLength(1);
    expect(fragment.textContent).toBe('a');
  });
});
