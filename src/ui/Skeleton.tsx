import { css, cx } from 'styled-system/css';
import { token } from 'styled-system/tokens';

const skeleton = css({
  display: 'block',
  bg: 'border',
  borderRadius: 'l1',
  animation: 'pulse 1.6s ease-in-out infinite',
  _motionReduce: { animation: 'none' },
});

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
 * A grey placeholder for content that is loading; hidden from assistive technology. Draw the
 * number and size of blocks the content will take, so nothing moves when it arrives. It
 * pulses unless reduced motion is asked for. Stories: UI/Skeleton.
 */
export function Skeleton({ width = '100%', height = 16, circle, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={cx(skeleton, className)}
      style={{ width, height, borderRadius: circle ? token.var('radii.full') : undefined }}
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
