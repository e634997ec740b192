import sanitize, { type IOptions } from 'sanitize-html';
import {
  ADDRESS_WHITESPACE,
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URI,
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

/** Sanitised HTML, by the browser's policy, without a DOM. */
export function sanitizeHtmlOnTheServer(html: string): string {
  return sanitize(html, OPTIONS);
}
