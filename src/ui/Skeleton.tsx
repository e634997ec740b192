import { css, cx } from 'styled-system/css';

const skeleton = css({
  display: 'block',
  bg: 'border',
  animation: 'pulse 1.6s ease-in-out infinite',
  _motionReduce: { animation: 'none' },
  // A contrast theme drops backgrounds: the page would show nothing where its content will come.
  _highContrast: { forcedColorAdjust: 'none', bg: 'GrayText' },
});
// Classes, not token() in the style attribute: the token map is a runtime module the first load
// would carry for this one value.
const square = css({ borderRadius: 'l1' });
const round = css({ borderRadius: 'full' });

export interface SkeletonProps {
  /** Pixels, or any CSS length (default 100%). */
  width?: number | string;
  /** Pixels, or any CSS length (default 16). */
  height?: number | string;
  /** Round, for avatars. */
  circle?: boolean;
  className?: string;
}

/**
 * A grey placeholder for content that is loading; hidden from assistive technology. Render the
 * number and size of blocks the content will take, so nothing moves when it arrives. It
 * pulses unless reduced motion is asked for. Stories: UI/Skeleton.
 */
export function Skeleton({ width = '100%', height = 16, circle, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={cx(skeleton, circle ? round : square, className)}
      style={{ width, height }}
    />
  );
}

/** Lines of text that are loading; the last one shorter, like a paragraph. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx(css({ display: 'grid', gap: '2' }), className)}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical, positional placeholders
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} height={14} />
      ))}
    </span>
  );
}
