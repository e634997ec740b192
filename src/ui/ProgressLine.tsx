import { type AnimationEvent, useState } from 'react';
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
  // Once the wait is over, it stays as it is for a moment, reduced motion or not: `linger` moves nothing.
  _closed: { animation: 'linger token(durations.slowest) step-end' },
  _print: { display: 'none' },
});

/**
 * A thin line across the top of the screen for a wait of unknown length that concerns the whole
 * screen (the next page loading), leaving what is on screen usable. An indeterminate `progressbar`
 * named by `label`, shown while `active`. It shows at once, and once `active` turns false it stays
 * for `durations.slowest` (500 ms, as route guards' loaders do: docs/product.md §9), so a quick load
 * does not flash; it never shows when `active` starts false. For a part of the page, use Spinner or
 * Skeleton. Stories: UI/ProgressLine.
 */
export function ProgressLine({ active = true, label }: { active?: boolean; label?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(active);
  // Adjusted while rendering rather than in an effect, as React's docs show for state from props.
  if (active && !shown) setShown(true);
  if (!shown) return null;
  const lingered = (event: AnimationEvent) => {
    if (!active && event.animationName === 'linger') setShown(false);
  };
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('Loading')}
      // The wait is over: what lingers is for the eye, not announced as still loading.
      aria-hidden={active ? undefined : true}
      data-state={active ? 'open' : 'closed'}
      className={line}
      onAnimationEnd={lingered}
    />
  );
}
