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
  /** What the status means: success, warning and error for outcomes, primary for new or highlighted, neutral otherwise. Default neutral. */
  tone?: 'neutral' | 'primary' | 'success' | 'warning' | 'error';
  /** The label: one or two words that say the status without the colour. */
  children: ReactNode;
  className?: string;
}

/**
 * A short status label (published, out of stock, expired...): a pill in the theme's
 * `<tone>.subtle` colour with text in `<tone>`. Not interactive. Stories: UI/Badge.
 */
export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)}>{children}</span>;
}
