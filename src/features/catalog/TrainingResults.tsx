import { BookOpen } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import type { Subscription } from '@/api/subscriptions';
import type { Training } from '@/api/trainings';
import { useTranslation } from '@/i18n';
import { Badge, Card, type ImageLoading, ImagePlaceholder, Link, useImageLoading } from '@/ui';
import { MediaCardSkeleton, mediaCoverStyle } from '@/ui/MediaCardSkeleton';
import { cardSurface } from '@/ui/surface';
import { formatDuration, languageName } from './format';
import type { CatalogueView } from './use-catalogue-params';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, token(sizes.60)), 1fr))',
  gap: '4',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
const rows = css({ display: 'grid', gap: '3', listStyle: 'none', padding: 0, margin: 0 });
const row = cx(
  cardSurface,
  css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'token(sizes.40) 1fr' },
    gap: '4',
    padding: '4',
  }),
);
const cover = cx(mediaCoverStyle, css({ display: 'grid', placeItems: 'center', color: 'fg.muted' }));
const titleLink = css({
  color: 'fg',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  _hover: { textDecoration: 'underline' },
});
const summary = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: 3, margin: 0 });
const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

/** The learner's own trainings, by training id: their cards say where the learner stands. */
export type MyTrainings = ReadonlyMap<number, Subscription['status']>;

function Facts({ training, status }: { training: Training; status: Subscription['status'] | undefined }) {
  const translator = useTranslation();
  const { t, langcode, formatCurrency } = translator;
  const statusLabel =
    status &&
    {
      not_started: t('Enrolled'),
      in_progress: t('In progress'),
      completed: t('Completed'),
    }[status];
  const price = training.free ? t('Free') : formatCurrency(training.price ?? 0, training.currency || 'EUR');
  return (
    <div className={meta}>
      {statusLabel && <Badge tone={status === 'completed' ? 'success' : 'primary'}>{statusLabel}</Badge>}
      <Badge tone={training.free ? 'success' : 'neutral'}>{price}</Badge>
      <Badge>{formatDuration(training.duration_minutes, translator)}</Badge>
      <Badge>{languageName(training.language, langcode)}</Badge>
    </div>
  );
}

function Cover({ training, loading }: { training: Training; loading: ImageLoading }) {
  return training.image ? (
    <img src={training.image} alt="" loading={loading} className={cover} />
  ) : (
    <ImagePlaceholder icon={BookOpen} className={css({ borderRadius: 'l2' })} />
  );
}

/** The catalogue's trainings, as cards or as rows; each title links to the training page. */
export function TrainingResults({
  trainings,
  view,
  mine,
}: {
  trainings: Training[];
  view: CatalogueView;
  mine: MyTrainings;
}) {
  const loadingOf = useImageLoading();
  if (view === 'list') {
    return (
      <ul className={rows}>
        {trainings.map((training, position) => (
          <li key={training.id}>
            <article className={row} aria-labelledby={`training-${training.id}`}>
              <Cover training={training} loading={loadingOf(position)} />
              <div className={css({ display: 'grid', gap: '2', alignContent: 'start', minWidth: 0 })}>
                <h3
                  id={`training-${training.id}`}
                  className={css({ fontSize: 'lg', fontWeight: 'semibold' })}
                >
                  <Link to={`/course/${training.id}`} className={titleLink}>
                    <bdi>{training.title}</bdi>
                  </Link>
                </h3>
                <p className={summary}>
                  <bdi>{training.summary}</bdi>
                </p>
                <Facts training={training} status={mine.get(training.id)} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={grid}>
      {trainings.map((training, position) => (
        <li key={training.id} className={css({ display: 'grid' })}>
          <Card
            media={training.image ?? undefined}
            mediaLoading={loadingOf(position)}
            mediaPlaceholder={BookOpen}
            title={
              <Link to={`/course/${training.id}`} className={titleLink}>
                {training.title}
              </Link>
            }
            footer={<Facts training={training} status={mine.get(training.id)} />}
          >
            <p className={summary}>
              <bdi>{training.summary}</bdi>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function TrainingResultsSkeleton({ view }: { view: CatalogueView }) {
  return (
    <ul className={cx(view === 'list' ? rows : grid)} aria-hidden="true" data-testid="catalogue-loading">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positional placeholders
        <li key={index} className={view === 'list' ? row : undefined}>
          <MediaCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
