import { RefreshCw, TriangleAlert } from 'lucide-react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';

export interface RetryableErrorProps {
  /** Asks the server again (a query's `refetch`). */
  onRetry: () => unknown;
  title?: string;
  /** Its heading's level, as EmptyState's: 3 inside a section of a page. */
  headingLevel?: 2 | 3 | 4;
  /**
   * A line of text with a small button, for a secondary part (a list's filters, a list inside a
   * section) where the block would outweigh what it replaces. The line is an alert: it has no heading.
   */
  inline?: boolean;
}

const line = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', color: 'fg.muted' });

/** A part of the page that could not be loaded, with the one thing the user can do: try again. */
export function RetryableError({ onRetry, title, headingLevel, inline = false }: RetryableErrorProps) {
  const { t } = useTranslation();
  const message = title ?? t('Something went wrong, please try again.');
  const retry = (
    <Button
      variant="outline"
      size={inline ? 'sm' : 'md'}
      startIcon={<Icon icon={RefreshCw} size={inline ? 16 : 18} />}
      onClick={() => onRetry()}
    >
      {t('Try again')}
    </Button>
  );
  if (inline)
    return (
      <div className={line}>
        <p role="alert">{message}</p>
        {retry}
      </div>
    );
  return <EmptyState icon={TriangleAlert} headingLevel={headingLevel} title={message} action={retry} />;
}
