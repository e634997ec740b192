import { type FormEventHandler, type ReactNode, useId } from 'react';
import { css, cx } from 'styled-system/css';
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
 * browser's own validation stays off so that the form's messages are the only ones.
 */
export function FormCard({ title, onSubmit, width = 'md', children }: FormCardProps) {
  const titleId = useId();
  return (
    <form className={cx(card, widths[width])} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h1 id={titleId} className={heading}>
        {title}
      </h1>
      {children}
    </form>
  );
}
