import { css, cva } from 'styled-system/css';

const track = cva({
  base: {
    borderRadius: 'full',
    bg: 'muted',
    overflow: 'hidden',
    // Forced colours paint no background: the track is outlined, and the part done is in the
    // theme's selection colour (docs/design-system.md, "Forced colours").
    _highContrast: { outline: 'token(borderWidths.thin) solid CanvasText' },
  },
  variants: { size: { sm: { height: '1.5' }, md: { height: '2' } } },
  defaultVariants: { size: 'md' },
});
const done = css({ height: '100%', bg: 'primary', _highContrast: { bg: 'Highlight' } });

export interface ProgressBarProps {
  /** How much is done, from 0 to 100. */
  value: number;
  /** Its accessible name ("Progress of Introduction to SQL"); the words beside it are the caller's. */
  label: string;
  /** `sm` under a card's picture, `md` (the default) elsewhere. */
  size?: 'sm' | 'md';
}

/**
 * A determinate `progressbar`: a bar filled to `value` percent. For a wait of unknown length use
 * ProgressLine (the whole screen) or Spinner (a part of it). Stories: UI/ProgressBar.
 */
export function ProgressBar({ value, label, size }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={track({ size })}
    >
      <div className={done} style={{ width: `${percent}%` }} />
    </div>
  );
}
