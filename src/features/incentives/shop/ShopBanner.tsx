import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { shopInfoQueryOptions } from '@/api/incentives';
import { asFiniteNumber, readStored, writeStored } from '@/lib/storage';
import { Skeleton } from '@/ui';
import { imageSrc } from '../shared/image-src';

/** The fixtures' and a fresh installation's banner height: what a first visit reserves. */
const USUAL_BANNER_HEIGHT = 240;
/** The height the banner had on this device's last visit (0: the shop had none). */
const HEIGHT_KEY = 'shop-banner-height';

const banner = css({
  width: '100%',
  objectFit: 'cover',
  borderRadius: 'l3',
  display: 'block',
  bg: 'muted',
});

/** The shop's banner at the height the shop settings give (docs/product.md §3: banner, banner_height). */
export function ShopBanner() {
  const { data, isPending } = useQuery(shopInfoQueryOptions());
  const src = imageSrc(data?.banner);
  const height = src ? (data?.banner_height ?? 0) : 0;
  useEffect(() => {
    if (!isPending) writeStored(HEIGHT_KEY, height);
  }, [isPending, height]);
  // Reserve what the banner will most likely take, so the page below does not jump when it comes.
  if (isPending) {
    const remembered = readStored(HEIGHT_KEY, asFiniteNumber) ?? USUAL_BANNER_HEIGHT;
    return remembered > 0 ? <Skeleton height={remembered} /> : null;
  }
  if (!data || !src) return null;
  return (
    <img
      src={src}
      alt=""
      className={banner}
      style={{ height: data.banner_height }}
      data-testid="shop-banner"
    />
  );
}
