import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { unlessLeaving } from '@/lib/unless-leaving';

type Sanitizer = typeof import('@/lib/sanitize');
let sanitizer: Sanitizer | undefined;
/**
 * The sanitiser (DOMPurify) is a chunk of its own, fetched as soon as the kit loads, beside the
 * first API calls rather than before the first render (docs/performance.md). Resolves once it is there.
 *
 * The fetch starts in a microtask, just after the bundle's evaluation, not in it: a browser that
 * records where each request came from (developer tools, Lighthouse) reparses the whole calling
 * function to place it, and during the evaluation that function is the entire bundle. Through
 * `unlessLeaving`: a user who follows a link before it arrives must not leave a failed load behind.
 */
export const sanitizerReady: Promise<Sanitizer> = Promise.resolve()
  .then(() => unlessLeaving(() => import('@/lib/sanitize')))
  .then((module) => {
    sanitizer = module;
    return module;
  });

/** Readable defaults for server-authored rich text. */
export const proseStyle = css({
  '& p': { marginBlock: '2' },
  // A link: an anchor without an address (one the sanitiser took away) is plain text.
  '& a[href]': { color: 'primary', textDecoration: 'underline' },
  '& ul, & ol': { paddingInlineStart: '6', marginBlock: '2' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', marginBlock: '3' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginBlock: '2' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& strong, & b': { fontWeight: 'bold' },
  '& em, & i': { fontStyle: 'italic' },
  '& blockquote': { borderInlineStartWidth: 'quote', borderColor: 'border', paddingInlineStart: '3' },
});

export interface SanitizedHtmlProps
  extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML from the server. */
  html: string | null | undefined;
  as?: 'div' | 'span' | 'section' | 'article';
}

/** An element whose children the component sets itself; the renderer leaves them alone. */
const SET_BY_THE_COMPONENT = { __html: '' };

/**
 * The one way server HTML reaches the page: DOMPurify builds a sanitised DOM
 * fragment that replaces the element's children, so raw markup is never
 * assigned to innerHTML. Until the sanitiser has loaded the element stays empty: unsanitised
 * markup is never shown, not even for a moment.
 *
 * A page rendered on the server (src/entry-server.tsx) carries the markup sanitised there, with the
 * same rules; the browser keeps it when it hydrates the page, and sanitises itself from the next
 * change of `html` on.
 */
export function SanitizedHtml({ html, as: Tag = 'div', className, ...rest }: SanitizedHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const renderedByTheServer = useRef(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const keep = renderedByTheServer.current && element.hasChildNodes();
    renderedByTheServer.current = false;
    if (keep) return;
    if (sanitizer) {
      element.replaceChildren(sanitizer.sanitizeToFragment(html ?? ''));
      return;
    }
    let current = true;
    void sanitizerReady.then((module) => {
      if (current) element.replaceChildren(module.sanitizeToFragment(html ?? ''));
    });
    return () => {
      current = false;
    };
  }, [html]);
  const content =
    typeof document === 'undefined' && sanitizer
      ? { __html: sanitizer.sanitizeForDisplay(html ?? '') }
      : SET_BY_THE_COMPONENT;
  return (
    <Tag
      ref={ref}
      className={cx(proseStyle, className)}
      {...rest}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup sanitised on the server above, or an empty string in the browser, where the fragment is set by the effect.
      dangerouslySetInnerHTML={content}
      // Hydrating, the browser's empty string differs from the server's markup on purpose: React
      // keeps the markup, and the effect above takes over from the next change.
      suppressHydrationWarning
    />
  );
}
