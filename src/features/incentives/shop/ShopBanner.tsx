import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { shopInfoQueryOptions } from '@/api/incentives';
import { Skeleton } from '@/ui';
import { imageSrc } from '../shared/image-src';

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
  if (isPending) return <Skeleton height={200} />;
  const src = imageSrc(data?.banner);
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
