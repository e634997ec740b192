import { RefreshCw, TriangleAlert } from 'lucide-react';
import { css, cva } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
import { Icon } from './Icon';

const screen = cva({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '4',
    padding: '6',
    textAlign: 'center',
  },
  variants: {
    inPage: {
      false: { minHeight: '100dvh', bg: 'canvas' },
      true: { paddingBlock: '16' },
    },
  },
});

export interface ErrorScreenProps {
  /** Defaults to reloading the page (docs/product.md §8: a render crash shows this screen with Refresh). */
  onRefresh?: () => void;
  /**
   * In the place of a page, inside the app's layout (its header and navigation stay usable): a part
   * of the page's main landmark rather than a screen of its own.
   */
  inPage?: boolean;
}

/**
 * The full screen shown when a page crashed while rendering: what happened and a Refresh
 * button (docs/product.md §8). Data errors inside a working page are shown in place, not with
 * this screen. Stories: UI/ErrorScreen.
 */
export function ErrorScreen({ onRefresh, inPage = false }: ErrorScreenProps) {
  const { t } = useTranslation();
  const Frame = inPage ? 'div' : 'main';
  return (
    <Frame className={screen({ inPage })}>
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
    </Frame>
  );
}
