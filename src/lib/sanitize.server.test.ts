import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml, sanitizeOnTheServerWith } from './sanitize';
import { sanitizeHtmlOnTheServer } from './sanitize-on-the-server';

// Node, as on the server that renders pages: no DOM of its own.
describe('sanitizing without a browser', () => {
  it('refuses rather than passing markup through unsanitised', async () => {
    // A module of its own: a file run before this one in the same worker may have given one already.
    vi.resetModules();
    const fresh = await import('./sanitize');
    expect(() => fresh.sanitizeHtml('<img src=x onerror=alert(1)>')).toThrow(/no DOM/);
  });

  it("sanitises with the server's sanitiser once it is given, by the browser's policy", () => {
    sanitizeOnTheServerWith(sanitizeHtmlOnTheServer);
    expect(sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>')).toBe(
      '<p>Hi</p><img src="x" />',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});

describe('sanitize-html, as the server uses it', () => {
  it('drops what a browser would read as markup inside a raw-text element', () => {
    expect(
      sanitizeHtmlOnTheServer('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'),
    ).toBe('');
    expect(sanitizeHtmlOnTheServer('<xmp><img src=x onerror=alert(1)></xmp><p>ok</p>')).toBe('<p>ok</p>');
  });
});
