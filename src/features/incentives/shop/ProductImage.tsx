import { Gift } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { type ImageLoading, ImagePlaceholder } from '@/ui';
import { imageSrc } from '../shared/image-src';

const frame = css({
  aspectRatio: '4 / 3',
  width: '100%',
  borderRadius: 'l2',
  overflow: 'hidden',
  bg: 'muted',
  display: 'grid',
  placeItems: 'center',
  color: 'fg.subtle',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

/**
 * A product's picture, or the kit's placeholder with a gift when it has none. Decorative: the title
 * is always next to it. `loading`: lazy in lists (`useImageLoading`), at once on a product's page.
 */
export function ProductImage({
  src,
  className,
  loading,
}: {
  src: string | null;
  className?: string;
  loading?: ImageLoading;
}) {
  const url = imageSrc(src);
  return (
    <div className={cx(frame, className)}>
      {url ? (
        <img src={url} alt="" loading={loading} />
      ) : (
        <ImagePlaceholder icon={Gift} aspectRatio="4 / 3" />
      )}
    </div>
  );
}
