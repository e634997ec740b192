import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Icon } from './Icon';

const root = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  paddingBlock: '10',
  paddingInline: '6',
  color: 'fg.muted',
  borderWidth: 'thin',
  borderStyle: 'dashed',
  borderColor: 'border',
  borderRadius: 'l3',
});
const iconCircle = css({
  display: 'grid',
  placeItems: 'center',
  width: '14',
  height: '14',
  borderRadius: 'full',
  bg: 'muted',
  color: 'fg.muted',
});

export interface EmptyStateProps {
  /** What is empty ("No transactions yet"); also names the region. */
  title: string;
  /** What would appear here, and how to get it. */
  description?: ReactNode;
  /** A lucide icon, shown in a muted circle. */
  icon?: LucideIcon;
  /** A next step, e.g. a Button or Link. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * What a list, table or page shows when it has nothing to show: a named region with an
 * icon, a heading, an explanation and at most one next step. Not for errors or loading.
 * Stories: UI/EmptyState.
 */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(root, className)} aria-label={title}>
      {icon && (
        <span className={iconCircle}>
          <Icon icon={icon} size={28} />
        </span>
      )}
      <Heading className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg', margin: 0 })}>
        {title}
      </Heading>
      {description && <div className={css({ maxWidth: '48ch' })}>{description}</div>}
      {action && <div className={css({ marginBlockStart: '2' })}>{action}</div>}
    </section>
  );
}
