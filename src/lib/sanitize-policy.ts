/**
 * What server HTML (footer_text, disclaimer_text, section content, product descriptions) may keep
 * once sanitised. One policy, applied by DOMPurify in the browser (src/lib/sanitize.ts) and by
 * sanitize-html on the server (src/lib/sanitize-on-the-server.ts), so that a page rendered on the
 * server shows the same markup as one rendered in the browser (docs/security.md).
 *
 * Rich text and nothing else: no scripts, event handlers, styles, classes, forms, frames, media, SVG
 * or MathML. A tag that is not listed goes and its text stays, except for the tags below whose
 * content goes with them.
 */
export const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
  'wbr',
];

/** Attributes kept on any allowed tag, besides `aria-*`. Never `style`, `class` or `data-*`. */
export const ALLOWED_ATTRIBUTES = [
  'alt',
  'cite',
  'colspan',
  'datetime',
  'dir',
  'headers',
  'height',
  'href',
  'id',
  'lang',
  'name',
  'open',
  'rel',
  'reversed',
  'role',
  'rowspan',
  'scope',
  'span',
  'src',
  'start',
  'target',
  'title',
  'type',
  'value',
  'width',
];

/** Tags that go with their content: their text is code, styling or another language's markup. */
export const TAGS_REMOVED_WITH_CONTENT = [
  'annotation-xml',
  'audio',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'plaintext',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'video',
  'xmp',
];

/**
 * Addresses kept: http(s), mailto and tel, and relative ones. Every attribute whose value could be
 * an address is checked against it once its whitespace is removed; `src` of a picture may also be a
 * `data:` URI (pictures stored before uploads existed).
 */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Attributes that never hold an address, so are not checked against `ALLOWED_URI`. */
export const NOT_AN_ADDRESS = ['alt', 'id', 'name', 'role', 'title', 'value'];

/** Whitespace and control characters a browser ignores inside an address. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
export const ADDRESS_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * Every `id` and `name` gets this prefix: content cannot take the name of an element of the app's
 * own, such as the page state a rendered page carries (`#page-state`), or of a global.
 */
export const NAME_PREFIX = 'user-content-';

/**
 * A link may open in a new tab (then without access to this page: `rel="noopener noreferrer"`) or
 * in the same one; any other target, and a target on anything but a link, goes.
 */
export function linkTarget(
  tagName: string,
  target: string | undefined,
): { target: string; rel?: string } | null {
  if (tagName !== 'a' || (target !== '_blank' && target !== '_self')) return null;
  return target === '_blank' ? { target, rel: 'noopener noreferrer' } : { target };
}

/**
 * Shown on a page (not saved by the editor), each of these blocks reads in the direction of its own
 * text, unless its author set one (`dir="auto"`): an English paragraph on the Arabic site is laid out
 * left to right, its full stop at its end, and an Arabic one on the English site right to left. Only
 * the outermost are marked: a browser decides an `auto` direction from the text that no marked
 * descendant holds, so a list whose items were marked, or a quote whose paragraphs were, would find
 * no text of its own and read left to right, its bullets or its rule on the wrong side.
 */
export const BLOCKS_OF_THEIR_OWN_DIRECTION = [
  'p',
  'ul',
  'ol',
  'dl',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'figcaption',
  'caption',
  'td',
  'th',
  'summary',
];
