import { BookOpen } from 'lucide-react';
import { css } from 'styled-system/css';
import type { Training } from '@/api/trainings';
import { useTranslation } from '@/i18n';
import { ImagePlaceholder } from '@/ui/ImagePlaceholder';
import { useImageLoading } from '@/ui/image-loading';
import { Link } from '@/ui/Link';
import { Skeleton, SkeletonText } from '@/ui/Skeleton';
import { safeImageUrl } from './appearance';

// A column whose body grows, not a grid of `auto 1fr` rows: see ProductCard in the shop
// (docs/performance.md, "Cards are columns, not grids").
const card = css({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 'l3',
  borderWidth: 'thin',
  borderColor: 'border',
  bg: 'surface',
  color: 'fg',
  overflow: 'hidden',
  minWidth: '0',
});
const image = css({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  bg: 'muted',
  display: 'block',
});
const body = css({ display: 'grid', gap: '2', padding: '4', alignContent: 'start', flexGrow: 1 });
const title = css({ fontWeight: 'semibold', fontSize: 'md', overflowWrap: 'anywhere' });
const summary = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: 3 });
const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'xs', color: 'fg.muted' });
const tag = css({ paddingInline: '2', borderRadius: 'full', bg: 'muted', fontWeight: 'semibold' });

export const trainingsGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, token(sizes.60)), 1fr))',
  gap: '4',
  listStyle: 'none',
});

/** The carousel layout: one row that scrolls sideways, snapping to cards. */
export const trainingsRow = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(80%, token(sizes.railCard))',
  gap: '4',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBlockEnd: '2',
  listStyle: 'none',
  '& > li': { scrollSnapAlign: 'start' },
});

/**
 * A training's card; its title is an h3 under a section's h2, an h2 where the page's h1 is right
 * above (search). `position` is its place in its list: later cards' pictures load when they come
 * near the screen (`useImageLoading`).
 */
export function TrainingCard({
  training,
  headingLevel = 3,
  position = 0,
}: {
  training: Training;
  headingLevel?: 2 | 3;
  position?: number;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, formatPlural, formatCurrency } = useTranslation();
  const src = safeImageUrl(training.image);
  const loadingOf = useImageLoading();
  const price = training.free ? t('Free') : formatCurrency(training.price ?? 0, training.currency || 'EUR');
  return (
    <article className={card}>
      {src ? (
        <img src={src} alt="" loading={loadingOf(position)} className={image} />
      ) : (
        <ImagePlaceholder icon={BookOpen} />
      )}
      <div className={body}>
        <Heading className={title}>
          <Link to={training.url}>
            <bdi>{training.title}</bdi>
          </Link>
        </Heading>
        {training.summary ? (
          <p className={summary}>
            <bdi>{training.summary}</bdi>
          </p>
        ) : null}
        <p className={meta}>
          <span className={tag}>{price}</span>
          <span>{formatPlural(training.duration_minutes, '@count minute', '@count minutes')}</span>
        </p>
      </div>
    </article>
  );
}

export function TrainingCardSkeleton() {
  return (
    <div className={card} data-testid="training-skeleton">
      <Skeleton height="auto" className={css({ aspectRatio: '16 / 9', borderRadius: '0!' })} />
      <div className={body}>
        <Skeleton height={18} width="80%" />
        <SkeletonText lines={2} />
      </div>
    </div>
  );
}
