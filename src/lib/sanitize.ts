import DOMPurify, { type Config } from 'dompurify';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URI,
  linkTarget,
  TAGS_REMOVED_WITH_CONTENT,
} from './sanitize-policy';

/** DOMPurify's settings for the policy of src/lib/sanitize-policy.ts. */
const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  FORBID_CONTENTS: TAGS_REMOVED_WITH_CONTENT,
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  SANITIZE_NAMED_PROPS: true,
};

/**
 * On a server rendering pages, the sanitiser it gives (`sanitizeOnTheServerWith`): DOMPurify works
 * on a DOM, and Node has none.
 */
let sanitizeString: ((html: string) => string) | undefined;

/** Server rendering: sanitise with this function, which applies the same policy without a DOM. */
export function sanitizeOnTheServerWith(sanitize: (html: string) => string): void {
  sanitizeString = sanitize;
}

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!DOMPurify.isSupported) throw new Error('DOMPurify has no DOM to sanitise with here');
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!node.hasAttribute('target')) return;
      const kept = linkTarget(node.tagName.toLowerCase(), node.getAttribute('target') ?? undefined);
      if (!kept) node.removeAttribute('target');
      else if (kept.rel) node.setAttribute('rel', kept.rel);
    });
  }
  return DOMPurify;
}

/** Sanitised HTML as a string (the editor, tests, and pages rendered on the server). */
export function sanitizeHtml(html: string): string {
  if (sanitizeString) return sanitizeString(html);
  return purifier().sanitize(html, CONFIG) as unknown as string;
}

/** Sanitised HTML as a fragment, ready to be appended without innerHTML. */
export function sanitizeToFragment(html: string): DocumentFragment {
  return purifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }) as unknown as DocumentFragment;
}
