import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { BackLink, useDocumentTitle } from '@/ui';
import { pageTitleStyle } from './styles';

export interface PageTitleProps {
  title: string;
  /** The document title when it differs from the h1. */
  documentTitle?: string;
  back?: { to: string; title: string };
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The page heading (also the document title) with an optional back link and actions. */
export function PageTitle({ title, documentTitle, back, actions, children }: PageTitleProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <header className={css({ display: 'grid', gap: '3' })}>
      {back && <BackLink to={back.to} title={back.title} />}
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '4',
        })}
      >
        <h1 className={pageTitleStyle}>{title}</h1>
        {actions && <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>{actions}</div>}
      </div>
      {children}
    </header>
  );
}
