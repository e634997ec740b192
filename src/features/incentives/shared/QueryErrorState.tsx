import { Ban, LogIn, RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import { useLocation } from 'react-router';
import { hasStatus } from '@/api/errors';
import { useTranslation } from '@/i18n';
import { Button, EmptyState, Icon, Link } from '@/ui';

export interface QueryErrorStateProps {
  error: unknown;
  /** Retries the failed load (shown for server and network errors only). */
  onRetry?: () => void;
  /** Where the not-found state leads back to. */
  backTo?: { to: string; title: string };
}

/**
 * What a page shows when its data fails to load (docs/product.md §8). The app's query
 * client also sends 401 to the login page and 403 to /denied; this is what
 * remains on screen meanwhile, and everything a story can see.
 */
export function QueryErrorState({ error, onRetry, backTo }: QueryErrorStateProps) {
  const { t } = useTranslation();
  const location = useLocation();
  if (hasStatus(error, 404)) return <NotFoundState backTo={backTo} />;
  if (hasStatus(error, 403)) {
    return (
      <EmptyState
        icon={Ban}
        title={t('Access denied')}
        description={t('You are not authorized to access this page.')}
      />
    );
  }
  if (hasStatus(error, 401)) {
    const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <EmptyState
        icon={LogIn}
        title={t('Please log in')}
        description={t('You must sign in to see this page.')}
        action={
          <Link to={`/user/login?redirectTo=${redirectTo}`} button={{ variant: 'solid' }}>
            {t('Log in')}
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={TriangleAlert}
      title={t('Something went wrong, please try again.')}
      action={
        onRetry && (
          <Button variant="outline" startIcon={<Icon icon={RefreshCw} size={18} />} onClick={onRetry}>
            {t('Try again')}
          </Button>
        )
      }
    />
  );
}

export function NotFoundState({ backTo }: { backTo?: { to: string; title: string } }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={SearchX}
      title={t('Page not found')}
      description={t('The requested page could not be found.')}
      action={backTo && <Link to={backTo.to}>{backTo.title}</Link>}
    />
  );
}
