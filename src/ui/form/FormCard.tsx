import { type FormEventHandler, type ReactNode, useId } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { InlineAlert } from '../InlineAlert';
import { cardSurface } from '../surface';

const card = cx(
  cardSurface,
  css({
    width: '100%',
    marginInline: 'auto',
    marginBlock: { base: '4', md: '12' },
    padding: { base: '6', md: '8' },
    display: 'grid',
    gap: '5',
    boxShadow: 'sm',
  }),
);
const widths = { md: css({ maxWidth: 'md' }), lg: css({ maxWidth: 'lg' }) };
const heading = css({ fontSize: '2xl', fontWeight: 'bold', margin: 0 });

export interface FormCardProps {
  /** The page's heading, which also names the form. */
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** `md` for a form of two or three fields (log in), `lg` for a longer one (sign up). */
  width?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A page that is one form in a centred card: log in, sign up. The heading names the form, and the
 * browser's own validation stays off so that the form's messages are the only ones. Its fields go
 * in a POST, never in the address, should the form be sent before its script runs or without one
 * (it then needs the script, and says so).
 */
export function FormCard({ title, onSubmit, width = 'md', children }: FormCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <form
      method="post"
      className={cx(card, widths[width])}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
    >
      <h1 id={titleId} className={heading}>
        {title}
      </h1>
      <noscript>
        <InlineAlert>
          {t('This form needs JavaScript: turn it on in your browser, then load the page again.')}
        </InlineAlert>
      </noscript>
      {children}
    </form>
  );
}
