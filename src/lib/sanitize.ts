import DOMPurify, { type Config } from 'dompurify';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URI,
  BLOCKS_OF_THEIR_OWN_DIRECTION,
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

/** Sanitises a string; `forDisplay`: its blocks read in their own direction (`BLOCKS_OF_THEIR_OWN_DIRECTION`). */
export type StringSanitizer = (html: string, options?: { forDisplay?: boolean }) => string;

/**
 * On a server rendering pages, the sanitiser it gives (`sanitizeOnTheServerWith`): DOMPurify works
 * on a DOM, and Node has none.
 */
let sanitizeString: StringSanitizer | undefined;

/** Server rendering: sanitise with this function, which applies the same policy without a DOM. */
export function sanitizeOnTheServerWith(sanitize: StringSanitizer): void {
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

const OWN_DIRECTION = BLOCKS_OF_THEIR_OWN_DIRECTION.join(',');

/** Sanitised HTML as a fragment for the page, ready to be appended without innerHTML; its blocks read in their own direction. */
export function sanitizeToFragment(html: string): DocumentFragment {
  const fragment = purifier().sanitize(html, {
    ...CONFIG,
    RETURN_DOM_FRAGMENT: true,
  }) as unknown as DocumentFragment;
  for (const block of fragment.querySelectorAll(OWN_DIRECTION))
    if (!block.hasAttribute('dir') && !block.parentElement?.closest(OWN_DIRECTION))
      block.setAttribute('dir', 'auto');
  return fragment;
}

/** Sanitised HTML as a string for the page, as `sanitizeToFragment` makes it (pages rendered on the server). */
export function sanitizeForDisplay(html: string): string {
  if (sanitizeString) return sanitizeString(html, { forDisplay: true });
  const element = document.createElement('div');
  element.append(sanitizeToFragment(html));
  return element.innerHTML;
}
