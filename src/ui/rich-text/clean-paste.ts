import { sanitizeHtml } from '@/lib/sanitize';
import { isSafeHref } from '@/lib/url';

/**
 * What a paste from a word processor (Word, Google Docs, LibreOffice, a web page) becomes before
 * the editor reads it: only the structure the editor offers (paragraphs, headings 2 and 3, lists,
 * bold, italic, links and line breaks), with no class, style, font, colour, span or Office tag left.
 * Bold and italic written as styles (Google Docs' `font-weight:700` spans) stay bold and italic;
 * Word's list paragraphs (`mso-list`) become real lists. The result then goes through the same
 * sanitiser as the HTML shown on the site.
 */
export function cleanPastedHtml(html: string): string {
  // The editor's own copy carries its slice marker: it is already clean, and the marker keeps
  // list items whole when pasted back.
  if (/data-pm-slice=/.test(html)) return html;
  const document = new DOMParser().parseFromString(html, 'text/html');
  const body = document.body;
  convertWordLists(body);
  for (const element of [...body.querySelectorAll('style, script, meta, link, title, xml, template')])
    element.remove();
  const out = document.createElement('div');
  appendClean(body, out);
  removeEmptyBlocks(out);
  return sanitizeHtml(out.innerHTML).trim();
}

type Wrapper = 'strong' | 'em';

const BLOCKS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li']);
const LIST_MARKER = /^\s*(?:[\d]+|[a-z]{1,4})[.)]\s*$/i;

const styleOf = (element: Element) => (element.getAttribute('style') ?? '').toLowerCase();

/** Bold or italic said with a style rather than a tag (Google Docs, pages copied from a browser). */
function styledEmphasis(element: Element): { bold?: boolean; italic?: boolean } {
  const style = styleOf(element);
  const weight = /font-weight\s*:\s*([a-z0-9]+)/.exec(style)?.[1];
  const fontStyle = /font-style\s*:\s*([a-z]+)/.exec(style)?.[1];
  return {
    bold: weight ? weight === 'bold' || weight === 'bolder' || Number(weight) >= 600 : undefined,
    italic: fontStyle ? fontStyle === 'italic' || fontStyle === 'oblique' : undefined,
  };
}

/** Where text cannot stand: the root and lists (a source's line breaks between blocks land here). */
const holdsOnlyBlocks = (element: Element) => ['div', 'ul', 'ol'].includes(element.localName);

function appendClean(source: Node, target: Element) {
  for (const node of [...source.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      if (!(holdsOnlyBlocks(target) && text.trim() === '')) target.append(text);
      continue;
    }
    if (!(node instanceof Element)) continue; // comments, including Word's conditional ones
    const tag = node.localName.toLowerCase();
    // A line break between blocks (Google's "Apple-interchange-newline") is no line of text.
    if (tag === 'br' && holdsOnlyBlocks(target)) continue;
    // Word's list bullets and numbers, Office's own tags (<o:p>, <w:sdt>...).
    if (/mso-list\s*:\s*ignore/.test(styleOf(node)) || tag.includes(':')) {
      if (tag.includes(':')) appendClean(node, target);
      continue;
    }
    const made = cleanElement(node, tag, target.ownerDocument);
    if (made === null) {
      appendClean(node, target);
    } else if (made !== undefined) {
      target.append(made.outer);
      appendClean(node, made.inner);
    }
  }
}

/** The clean element to put in place of `element`; null keeps only its content, undefined drops it. */
function cleanElement(
  element: Element,
  tag: string,
  document: Document,
): { outer: Element; inner: Element } | null | undefined {
  const make = (name: string) => {
    const made = document.createElement(name);
    return { outer: made, inner: made };
  };
  const emphasis = styledEmphasis(element);
  switch (tag) {
    case 'p':
      return make('p');
    case 'div':
      // A div around blocks is a mere wrapper; a div of text is a paragraph.
      return element.querySelector('p, div, h1, h2, h3, h4, h5, h6, ul, ol, table') ? null : make('p');
    case 'h1':
    case 'h2':
      return make('h2');
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return make('h3');
    case 'ul':
    case 'ol':
    case 'li':
    case 'br':
      return make(tag);
    case 'tr':
      return make('p');
    case 'td':
    case 'th':
      element.append(' ');
      return null;
    case 'a': {
      const href = element.getAttribute('href')?.trim();
      if (!href || !isSafeHref(href)) return null;
      const link = document.createElement('a');
      link.setAttribute('href', href);
      return { outer: link, inner: link };
    }
    case 'b':
    case 'strong':
      // Google Docs wraps the whole paste in <b style="font-weight:normal">.
      return emphasis.bold === false ? null : make('strong');
    case 'i':
    case 'em':
      return emphasis.italic === false ? null : make('em');
    case 'img':
    case 'svg':
    case 'video':
    case 'audio':
    case 'iframe':
    case 'object':
    case 'canvas':
    case 'button':
    case 'input':
    case 'select':
    case 'textarea':
      return undefined;
    default:
      return wrapEmphasis(emphasis, document);
  }
}

/** A span or font that only says "bold" or "italic" becomes <strong> or <em>; any other is unwrapped. */
function wrapEmphasis(emphasis: { bold?: boolean; italic?: boolean }, document: Document) {
  const names: Wrapper[] = [];
  if (emphasis.bold) names.push('strong');
  if (emphasis.italic) names.push('em');
  if (names.length === 0) return null;
  const outer = document.createElement(names[0] as Wrapper);
  let inner = outer;
  for (const name of names.slice(1)) {
    const next = document.createElement(name);
    inner.append(next);
    inner = next;
  }
  return { outer, inner };
}

/**
 * Word writes a list as paragraphs styled `mso-list:l0 level1 lfo1`, each starting with its bullet
 * or number in a span styled `mso-list:Ignore`. Consecutive ones become one <ul> or <ol>.
 */
function convertWordLists(body: HTMLElement) {
  const document = body.ownerDocument;
  const items = [...body.querySelectorAll('p')].filter((p) => /mso-list\s*:\s*l\d/.test(styleOf(p)));
  let list: HTMLElement | null = null;
  for (const paragraph of items) {
    const marker = paragraph.querySelector('[style*="mso-list"]');
    const markerText = (marker?.textContent ?? '').replace(/\u00a0/g, ' ');
    const ordered = LIST_MARKER.test(markerText);
    const tag = ordered ? 'ol' : 'ul';
    const previous = paragraph.previousElementSibling;
    if (!list || previous !== list || list.localName !== tag) {
      list = document.createElement(tag);
      paragraph.before(list);
    }
    const item = document.createElement('li');
    const content = document.createElement('p');
    content.append(...paragraph.childNodes);
    item.append(content);
    list.append(item);
    paragraph.remove();
  }
}

/** Word's spacer paragraphs (`<p><o:p>&nbsp;</o:p></p>`) and other blocks with nothing in them. */
function removeEmptyBlocks(root: Element) {
  for (const element of [...root.querySelectorAll('*')].reverse()) {
    if (!BLOCKS.has(element.localName) || element.localName === 'br') continue;
    const text = (element.textContent ?? '').replace(/[\s\u00a0]/g, '');
    if (text === '' && !element.querySelector('br')) element.remove();
  }
}
