import DOMPurify, { type Config } from 'dompurify';

/**
 * Server HTML (footer_text, disclaimer_text, section content, product
 * descriptions) passes through here before it reaches the page. Scripts,
 * event handlers, javascript:/data: URLs, <style>, SVG and MathML are removed;
 * links opening a new tab get rel="noopener noreferrer". Every `id` and `name` is prefixed with
 * `user-content-` (DOMPurify's SANITIZE_NAMED_PROPS): content cannot take the name of an element of
 * the app's own, such as the page state a rendered page carries (`#page-state`), or of a global.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  SANITIZE_NAMED_PROPS: true,
};

/**
 * DOMPurify works on a DOM. In a browser that is the page's own; Node has none, and there DOMPurify
 * cannot sanitise at all, so a server that renders pages hands it a window of its own
 * (`sanitizeWithWindow`, src/entry-server.tsx) and nothing is sanitised before it has.
 */
let purifier: typeof DOMPurify = DOMPurify;

/**
 * On the server, what was sanitised last, by its input: DOMPurify on jsdom builds a document for
 * each call (some 6 ms), and every page repeats the same markup (the footer's text, a storefront's
 * rich text). The output depends on the input alone (one configuration), so a hit is exact.
 */
let serverCache: Map<string, string> | null = null;
const SERVER_CACHE_ENTRIES = 500;

/** Server rendering: sanitise with the given window's DOM (a jsdom window). */
export function sanitizeWithWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window);
  hooked = false;
  serverCache = new Map();
}

function ready(): typeof DOMPurify {
  if (!purifier.isSupported) throw new Error('DOMPurify has no DOM to sanitise with here');
  ensureHooks(purifier);
  return purifier;
}

let hooked = false;
function ensureHooks(purify: typeof DOMPurify) {
  if (hooked) return;
  hooked = true;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const target = node.getAttribute('target');
      if (target && target !== '_blank' && target !== '_self') node.removeAttribute('target');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target');
    }
  });
}

/** Sanitised HTML as a string (the editor, tests, and pages rendered on the server). */
export function sanitizeHtml(html: string): string {
  const cached = serverCache?.get(html);
  if (cached !== undefined) return cached;
  const clean = ready().sanitize(html, CONFIG) as unknown as string;
  if (serverCache) {
    // The oldest entry goes first (a Map keeps the order entries were added in).
    if (serverCache.size >= SERVER_CACHE_ENTRIES)
      serverCache.delete(serverCache.keys().next().value as string);
    serverCache.set(html, clean);
  }
  return clean;
}

/** Sanitised HTML as a fragment, ready to be appended without innerHTML. */
export function sanitizeToFragment(html: string): DocumentFragment {
  return ready().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }) as unknown as DocumentFragment;
}
