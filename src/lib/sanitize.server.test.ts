import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml, sanitizeWithWindow } from './sanitize';

// Node, as on the server that renders pages: no DOM of its own.
describe('sanitizing without a browser', () => {
  it('refuses rather than passing markup through unsanitised', () => {
    expect(() => sanitizeHtml('<img src=x onerror=alert(1)>')).toThrow(/no DOM/);
  });

  it("sanitises with the window it is given, by the browser's rules", () => {
    sanitizeWithWindow(new JSDOM('').window as never);
    expect(sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>')).toBe(
      '<p>Hi</p><img src="x">',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('sanitises each markup once, and gives the same result from then on', () => {
    const window = new JSDOM('').window;
    sanitizeWithWindow(window as never);
    const parsing = vi.spyOn(window.DOMParser.prototype, 'parseFromString');
    const dirty = '<p onclick="x()">Footer</p>';
    expect(sanitizeHtml(dirty)).toBe('<p>Footer</p>');
    const calls = parsing.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    expect(sanitizeHtml(dirty)).toBe('<p>Footer</p>');
    expect(parsing.mock.calls.length).toBe(calls);
    expect(sanitizeHtml('<b>Other</b>')).toBe('<b>Other</b>');
  });
});
