import { RefreshCw, TriangleAlert } from 'lucide-react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
import { Icon } from './Icon';

const screen = css({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  padding: '6',
  textAlign: 'center',
  bg: 'canvas',
});

export interface ErrorScreenProps {
  /** Defaults to reloading the page (docs/product.md §8: a render crash shows this screen with Refresh). */
  onRefresh?: () => void;
}

/**
 * The full screen shown when a page crashed while rendering: what happened and a Refresh
 * button (docs/product.md §8). Data errors inside a working page are shown in place, not with
 * this screen. Stories: UI/ErrorScreen.
 */
export function ErrorScreen({ onRefresh }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <main className={screen}>
      <span className={css({ color: 'error' })}>
        <Icon icon={TriangleAlert} size={48} />
      </span>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', margin: 0 })}>
        {t('Oops, something went wrong :(')}
      </h1>
      <Button
        startIcon={<Icon icon={RefreshCw} size={18} />}
        onClick={() => (onRefresh ? onRefresh() : window.location.reload())}
      >
        {t('Refresh')}
      </Button>
    </main>
  );
}
