import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { DocumentTitle } from './DocumentTitle';

/** The frame of a page, for a page whose title stands inside its own layout (a hero). */
export const pageFrameStyle = css({
  display: 'grid',
  gap: '6',
  maxWidth: '6xl',
  marginInline: 'auto',
  width: '100%',
});
const pageHeadingStyle = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  lineHeight: 'tight',
  overflowWrap: 'anywhere',
  margin: 0,
});

/**
 * A page's h1. The title is often a name from the server (a course, a product): isolated, an English
 * title keeps its punctuation at its own end in a right-to-left page (docs/i18n.md).
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className={pageHeadingStyle}>
      <bdi>{children}</bdi>
    </h1>
  );
}

export interface PageProps {
  /** The page's h1 and document title. */
  title: string;
  /** The document title when it differs from the h1. */
  documentTitle?: string;
  /** Shown above the title (a BackLink). */
  back?: ReactNode;
  /** Beside the title (actions). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** While the page's content is being fetched again (a new page of a list, a new filter). */
  'aria-busy'?: boolean;
}

/** The frame of a page inside the shell: back link, h1 (also the document title), content. */
export function Page({
  title,
  documentTitle,
  back,
  actions,
  children,
  className,
  'aria-busy': busy,
}: PageProps) {
  return (
    <div className={cx(pageFrameStyle, className)} aria-busy={busy}>
      <DocumentTitle title={documentTitle ?? title} />
      {back}
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '4',
          justifyContent: 'space-between',
        })}
      >
        <PageHeading>{title}</PageHeading>
        {actions}
      </div>
      {children}
    </div>
  );
}
