import { css } from 'styled-system/css';
import { Skeleton, SkeletonText } from './Skeleton';

/** A picture at the top of a card or row (a training's cover): 16:9, cropped to fill, muted until it loads. */
export const mediaCoverStyle = css({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'l2',
  bg: 'muted',
});

/**
 * The placeholder of a card with a 16:9 picture, a title and a two-line summary (a training, a video)
 * while the list loads, so the cards take their place without moving the page.
 */
export function MediaCardSkeleton() {
  return (
    <>
      <Skeleton height="auto" className={css({ aspectRatio: '16 / 9' })} />
      <div className={css({ display: 'grid', gap: '2', paddingBlock: '3' })}>
        <Skeleton height={18} width="70%" />
        <SkeletonText lines={2} />
      </div>
    </>
  );
}
