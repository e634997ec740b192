// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as academy from '../../fixtures/content-i18n/academy';
import * as shop from '../../fixtures/content-i18n/shop';
import * as site from '../../fixtures/content-i18n/site';
import * as storefront from '../../fixtures/content-i18n/storefront';
import * as videos from '../../fixtures/content-i18n/videos';
import { sanitizeForDisplay, sanitizeHtml, sanitizeToFragment } from './sanitize';
import { sanitizeHtmlOnTheServer } from './sanitize-on-the-server';

/**
 * Markup as the browser reads it back where the page puts it, inside an element: the two sanitisers
 * spell the same element differently, and only a browser's parser decides what malformed markup means.
 */
function parsed(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.innerHTML;
}

const SANITISERS = [
  ['in the browser (DOMPurify)', sanitizeHtml],
  ['on the server (sanitize-html)', sanitizeHtmlOnTheServer],
] as const;

describe.each(SANITISERS)('sanitising %s', (_, sanitize) => {
  const clean = (html: string) => parsed(sanitize(html));

  it('keeps ordinary formatting and links', () => {
    const html = '<p>Hello <strong>world</strong> <a href="https://example.com/a">link</a></p>';
    expect(clean(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    [
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
    ],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<p style="position:fixed;inset:0" class="pos_fixed">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script><circle r="5"/></svg>', ''],
    ['<svg onload="alert(1)"></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<form action="https://evil.example"><input name="pass"></form>', ''],
    ['<div onclick="alert(1)" data-x="1">x</div>', '<div>x</div>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<p>a<!-- <img src=x onerror=alert(1)> -->b</p>', '<p>ab</p>'],
    ['<font color="red">red</font>', 'red'],
  ])('removes hostile markup: %s', (input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('adds rel=noopener to links that open a new tab and drops other targets', () => {
    expect(clean('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/a" target="evilframe">x</a>')).toBe('<a href="/a">x</a>');
    expect(clean('<p target="_blank">x</p>')).toBe('<p>x</p>');
  });

  it('allows relative, mailto and tel links', () => {
    const html = '<a href="/courses?id=1">a</a><a href="mailto:a@b.c">b</a><a href="tel:+1">c</a>';
    expect(clean(html)).toBe(html);
  });

  it('keeps tables, pictures, headings and the attributes of the language and of assistive technology', () => {
    const html =
      '<h2 dir="rtl" lang="ar">عنوان</h2><table><thead><tr><th scope="col" colspan="2">H</th></tr></thead>' +
      '<tbody><tr><td rowspan="1">a</td><td>b</td></tr></tbody></table>' +
      '<img src="/p.png" alt="A picture" width="10" height="10"><p role="note" aria-label="Note: read">x</p>' +
      '<ol start="3" reversed=""><li>i</li></ol><details open=""><summary>s</summary>d</details>';
    expect(clean(html)).toBe(html);
  });

  it("keeps content from taking the name of the app's own elements: ids and names are prefixed", () => {
    expect(clean('<p id="page-state">{"queries":[]}</p><a name="root">x</a>')).toBe(
      '<p id="user-content-page-state">{"queries":[]}</p><a name="user-content-root">x</a>',
    );
  });
});

/** Every text of the demo site that holds markup, in its three languages. */
function markupOf(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('<') ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(markupOf);
  return [];
}
const SITE_MARKUP = [academy, shop, site, storefront, videos].flatMap(markupOf);

describe('the server and the browser sanitise alike', () => {
  it('on every text of the demo site', () => {
    expect(SITE_MARKUP.length).toBeGreaterThan(20);
    for (const html of SITE_MARKUP) {
      expect(parsed(sanitizeHtmlOnTheServer(html)), html).toBe(parsed(sanitizeHtml(html)));
      expect(parsed(sanitizeHtmlOnTheServer(html, { forDisplay: true })), html).toBe(
        sanitizeForDisplay(html),
      );
    }
  });

  /*
   * Markup a backend could send, nested any way. Only a browser's parser decides what badly nested
   * markup means, so the two may write it out differently; what must hold is that nothing the server
   * keeps is something the browser's sanitiser would remove.
   */
  it("keeps nothing the browser's sanitiser would remove, whatever the markup", () => {
    const attribute = fc
      .tuple(
        fc.constantFrom(
          'href',
          'src',
          'id',
          'name',
          'target',
          'title',
          'onclick',
          'style',
          'class',
          'aria-label',
          'data-x',
          'width',
        ),
        fc.constantFrom(
          'x',
          '/a',
          'https://e.example',
          ' javascript:alert(1)',
          'data:image/png;base64,AA',
          '_blank',
          '_self',
          'a:b',
          '"><img src=x onerror=alert(1)>',
          '',
        ),
      )
      .map(([name, value]) => ` ${name}="${value}"`);
    const text = fc.constantFrom('text', 'a &amp; b', '1 < 2', '</p>', '<!--', 'ü', '');
    const markup: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        fc
          .tuple(
            fc.constantFrom(
              'p',
              'a',
              'img',
              'b',
              'ul',
              'li',
              'table',
              'td',
              'span',
              'script',
              'style',
              'svg',
              'font',
              'iframe',
              'textarea',
              'math',
              'noscript',
              'template',
            ),
            fc.array(attribute, { maxLength: 3 }),
            fc.array(tie('node'), { maxLength: 3 }),
          )
          .map(
            ([tag, attributes, children]) => `<${tag}${attributes.join('')}>${children.join('')}</${tag}>`,
          ),
      ),
    })).node;
    fc.assert(
      fc.property(markup, (html) => {
        sanitizeHtml(sanitizeHtmlOnTheServer(html));
        // DOMPurify lists the <body> it parsed into as removed, whatever the markup.
        const removed = DOMPurify.removed.filter(
          (item) => !('element' in item && item.element.nodeName === 'BODY'),
        );
        expect(removed).toEqual([]);
      }),
      { seed: 12, numRuns: 500 },
    );
  });
});

describe('sanitizeToFragment', () => {
  it('returns a DOM fragment for rendering without innerHTML', () => {
    const fragment = sanitizeToFragment('<p>a</p><script>x</script>');
    expect(fragment.childNodes).toHaveLength(1);
    expect(fragment.textContent).toBe('a');
  });
});

describe('markup for the page', () => {
  const HTML =
    '<h2 lang="en">Rules</h2><p>Spend your <strong>points</strong>.<br></p><p dir="rtl">مرحبا</p>' +
    '<ul><li><p>Mugs</p></li></ul><blockquote><p>a</p><p>b</p></blockquote>' +
    '<table><tbody><tr><td>a</td></tr></tbody></table><p>1 &lt; 2 <img src="x.png" alt="a > b"></p>';
  const SHOWN =
    '<h2 lang="en" dir="auto">Rules</h2><p dir="auto">Spend your <strong>points</strong>.<br></p><p dir="rtl">مرحبا</p>' +
    '<ul dir="auto"><li><p>Mugs</p></li></ul><blockquote dir="auto"><p>a</p><p>b</p></blockquote>' +
    '<table><tbody><tr><td dir="auto">a</td></tr></tbody></table><p dir="auto">1 &lt; 2 <img src="x.png" alt="a &gt; b"></p>';

  it('reads each outermost block in its own direction, in the browser and on the server alike', () => {
    expect(sanitizeForDisplay(HTML)).toBe(SHOWN);
    expect(parsed(sanitizeHtmlOnTheServer(HTML, { forDisplay: true }))).toBe(SHOWN);
  });

  it('is not what the editor keeps: its markup gets no direction it was not given', () => {
    expect(sanitizeHtml(HTML)).not.toContain('dir="auto"');
    expect(sanitizeHtmlOnTheServer(HTML)).not.toContain('dir="auto"');
  });
});
