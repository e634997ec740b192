import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/features/i18n';
import { BackLink } from '@/ui';
import { pageTitleStyle } from './styles';

export interface PageTitleProps {
  title: string;
  back?: { to: string; title: string };
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The page heading, the document title (React 19 hoists <title>) and an optional back link. */
export function PageTitle({ title, back, actions, children }: PageTitleProps) {
  const { t } = useTranslation();
  return (
    <header className={css({ display: 'grid', gap: '3' })}>
      <title>{`${title} | ${t('Incentives')}`}</title>
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
