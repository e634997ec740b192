import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Spinner } from './Spinner';

const overlay = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'modal',
  display: 'grid',
  placeItems: 'center',
  bg: 'canvas',
});

/**
 * docs/product.md §2: covers the screen while appearance, translations, settings and navigation load.
 * `source` names what shows it (the shell, a route gate…), for a test that finds it where it should not be.
 */
export function LoadingOverlay({ label, source }: { label?: string; source?: string }) {
  const { t } = useTranslation();
  return (
    <div className={overlay} data-testid="loading-overlay" data-source={source}>
      <Spinner size="lg" label={label ?? t('Loading')} />
    </div>
  );
}
