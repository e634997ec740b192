import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const alert = css({
  padding: '3',
  borderRadius: 'l2',
  bg: 'error.subtle',
  color: 'error',
  fontSize: 'sm',
  fontWeight: 'medium',
});

export interface InlineAlertProps {
  children: ReactNode;
  className?: string;
}

/**
 * A problem that concerns the whole form or page, said where the user is looking (above the
 * form) and announced by screen readers as it appears. Field problems go on their fields.
 */
export function InlineAlert({ children, className }: InlineAlertProps) {
  return (
    <div role="alert" className={cx(alert, className)}>
      {children}
    </div>
  );
}
