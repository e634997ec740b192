import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';

export interface RetryableErrorProps {
  /** Asks the server again (a query's `refetch`). */
  onRetry: () => unknown;
  title?: string;
}

/** A part of the page that could not be loaded, with the one thing the user can do: try again. */
export function RetryableError({ onRetry, title }: RetryableErrorProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={TriangleAlert}
      title={title ?? t('Something went wrong, please try again.')}
      action={
        <Button variant="outline" startIcon={<Icon icon={RefreshCw} size={18} />} onClick={() => onRetry()}>
          {t('Try again')}
        </Button>
      }
    />
  );
}
