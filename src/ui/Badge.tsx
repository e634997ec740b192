import type { ReactNode } from 'react';
import { cva, cx } from 'styled-system/css';

const badge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    paddingInline: '2',
    paddingBlock: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    lineHeight: '1.4',
  },
  variants: {
    tone: {
      neutral: { bg: 'muted', color: 'fg' },
      primary: { bg: 'primary.subtle', color: 'fg' },
      success: { bg: 'success.subtle', color: 'success' },
      warning: { bg: 'warning.subtle', color: 'warning' },
      error: { bg: 'error.subtle', color: 'error' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export interface BadgeProps {
  tone?: 'neutral' | 'primary' | 'success' | 'warning' | 'error';
  children: ReactNode;
  className?: string;
}

/** A short status label (published, out of stock, expired...). */
export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)}>{children}</span>;
}
