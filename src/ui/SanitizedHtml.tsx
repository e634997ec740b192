import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { sanitizeToFragment } from '@/lib/sanitize';

/** Readable defaults for server-authored rich text. */
export const proseStyle = css({
  '& p': { marginBlock: '2' },
  '& a': { color: 'primary', textDecoration: 'underline' },
  '& ul, & ol': { paddingInlineStart: '6', marginBlock: '2' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', marginBlock: '3' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginBlock: '2' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& strong, & b': { fontWeight: 'bold' },
  '& em, & i': { fontStyle: 'italic' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border', paddingInlineStart: '3' },
});

export interface SanitizedHtmlProps
  extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML from the server. */
  html: string | null | undefined;
  as?: 'div' | 'span' | 'section' | 'article';
}

/**
 * The one way server HTML reaches the page: DOMPurify builds a sanitised DOM
 * fragment that replaces the element's children, so raw markup is never
 * assigned to innerHTML.
 */
export function SanitizedHtml({ html, as: Tag = 'div', className, ...rest }: SanitizedHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeToFragment(html ?? ''));
  }, [html]);
  return <Tag ref={ref} className={cx(proseStyle, className)} {...rest} />;
}
