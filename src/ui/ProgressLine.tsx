import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';

const line = css({
  position: 'fixed',
  insetInline: '0',
  insetBlockStart: '0',
  zIndex: 'toast',
  height: '1',
  bg: 'primary',
  pointerEvents: 'none',
  animation: 'pulse 1.2s ease-in-out infinite',
  _motionReduce: { animation: 'none' },
});

/**
 * A thin line across the top of the screen for a wait of unknown length that concerns the whole
 * screen (the next page loading), leaving what is on screen usable. An indeterminate `progressbar`
 * named by `label`. For a part of the page, use Spinner or Skeleton. Stories: UI/ProgressLine.
 */
export function ProgressLine({ label }: { label?: string }) {
  const { t } = useTranslation();
  return <div role="progressbar" aria-label={label ?? t('Loading')} className={line} />;
}
