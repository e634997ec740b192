import { Link as RouterLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import type { ShopItem } from '@/api/incentives';
import { useTranslation } from '@/i18n';
import { useImageLoading } from '@/ui';
import { blockerMessage, stockMessage } from './availability';
import { ProductImage } from './ProductImage';

const card = css({
  position: 'relative',
  // A column whose title grows, rather than a grid of `auto 1fr auto` rows: in a list item
  // that stretches it, a grid card is laid out several times over (the shop's first layout
  // took three times as long; docs/performance.md, "Cards are columns, not grids").
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  padding: '3',
  bg: 'surface',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l3',
  transition: 'box-shadow 0.15s, border-color 0.15s',
  _hover: { borderColor: 'primary', boxShadow: 'md' },
  _focusWithin: { borderColor: 'primary' },
});
const title = css({
  fontSize: 'md',
  fontWeight: 'semibold',
  margin: 0,
  flexGrow: 1,
  lineClamp: 3,
  overflowWrap: 'anywhere',
  '& a': {
    color: 'fg',
    textDecoration: 'none',
    // The whole card is the link's hit area; the link stays the only focus stop.
    _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' },
    _focusVisible: {
      outline: 'none',
      _after: {
        outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)',
        outlineOffset: 'focusRingOffset',
      },
    },
  },
});
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
});
const price = css({ fontWeight: 'bold', color: 'primary', fontVariantNumeric: 'tabular-nums' });
const note = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
});
const blockedNote = css({ bg: 'error.subtle', color: 'error' });
const stockNote = css({ bg: 'warning.subtle', color: 'warning' });

/** One product of the shop's list; `position` is its place in the list (`useImageLoading`). */
export function ProductCard({
  item,
  points,
  position,
}: {
  item: ShopItem;
  points: number | undefined;
  position: number;
}) {
  const translator = useTranslation();
  const { formatPlural } = translator;
  const blocked = blockerMessage(item, points, translator);
  const stock = stockMessage(item, translator);
  const loadingOf = useImageLoading();
  return (
    <article className={card} aria-label={item.title}>
      <ProductImage src={item.image} loading={loadingOf(position)} />
      <h2 className={title}>
        <RouterLink to={`/incentives/${item.id}`}>
          <bdi>{item.title}</bdi>
        </RouterLink>
      </h2>
      <div className={footer}>
        <span className={price}>{formatPlural(item.price, '@count point', '@count points')}</span>
        {blocked ? (
          <span className={cx(note, blockedNote)}>{blocked}</span>
        ) : (
          stock && <span className={cx(note, stockNote)}>{stock}</span>
        )}
      </div>
    </article>
  );
}
