import sanitize, { type IOptions } from 'sanitize-html';
import {
  ADDRESS_WHITESPACE,
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URI,
  BLOCKS_OF_THEIR_OWN_DIRECTION,
  linkTarget,
  NAME_PREFIX,
  NOT_AN_ADDRESS,
  TAGS_REMOVED_WITH_CONTENT,
} from './sanitize-policy';

/**
 * The policy of src/lib/sanitize-policy.ts as DOMPurify applies it in the browser, for a server
 * that renders pages: sanitize-html parses the markup itself and writes out only what is allowed,
 * with no DOM to build (decision 0012).
 */
const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { '*': [...ALLOWED_ATTRIBUTES, 'aria-*'] },
  // An empty attribute stays, as in the browser (`alt=""`, `open`).
  nonBooleanAttributes: [],
  nonTextTags: TAGS_REMOVED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'mailto', 'tel', 'data'] },
  allowProtocolRelative: true,
  parseStyleAttributes: false,
  transformTags: {
    // As DOMPurify's checks do: values are trimmed, names get their prefix, a value that could be an
    // address must be an allowed one, and a link's target follows `linkTarget`.
    '*': (tagName, attributes) => {
      const kept: Record<string, string> = {};
      for (const [name, raw] of Object.entries(attributes)) {
        const value = name === 'value' ? raw : raw.trim();
        if (name === 'id' || name === 'name') {
          kept[name] = value.startsWith(NAME_PREFIX) ? value : NAME_PREFIX + value;
        } else if (
          NOT_AN_ADDRESS.includes(name) ||
          name.startsWith('aria-') ||
          !value ||
          ALLOWED_URI.test(value.replace(ADDRESS_WHITESPACE, '')) ||
          (tagName === 'img' && name === 'src' && value.startsWith('data:'))
        ) {
          kept[name] = value;
        }
      }
      if ('target' in kept) {
        const target = linkTarget(tagName, kept.target);
        delete kept.target;
        if (target) Object.assign(kept, target);
      }
      return { tagName, attribs: kept };
    },
  },
};

const VOID_ELEMENTS = ['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'track', 'wbr'];

/**
 * The outermost of the blocks that read in their own direction get `dir="auto"`, as
 * `sanitizeToFragment` gives them in the browser. sanitize-html writes well-formed markup, with `<`
 * and `>` escaped in text and values, so its tags can be followed one by one.
 */
function withOwnDirections(html: string): string {
  const open: boolean[] = [];
  let blocks = 0;
  return html.replace(
    /<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g,
    (tag, closing: string, name: string, rest: string) => {
      const tagName = name.toLowerCase();
      if (closing) {
        if (open.pop()) blocks -= 1;
        return tag;
      }
      if (VOID_ELEMENTS.includes(tagName) || rest.endsWith('/')) return tag;
      const block = BLOCKS_OF_THEIR_OWN_DIRECTION.includes(tagName);
      open.push(block);
      if (!block) return tag;
      blocks += 1;
      return blocks === 1 && !/\sdir=/.test(rest) ? `<${name}${rest} dir="auto">` : tag;
    },
  );
}

/** Sanitised HTML, by the browser's policy, without a DOM; `forDisplay` as `sanitizeForDisplay`. */
export function sanitizeHtmlOnTheServer(
  html: string,
  { forDisplay = false }: { forDisplay?: boolean } = {},
): string {
  const sanitized = sanitize(html, OPTIONS);
  return forDisplay ? withOwnDirections(sanitized) : sanitized;
}
