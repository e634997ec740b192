import { useQuery } from '@tanstack/react-query';
import { BookOpen, Sparkles } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { generalSettingsQueryOptions, siteSettingsQueryOptions } from '@/api/settings';
import { mySubscriptionsQueryOptions, type Subscription } from '@/api/subscriptions';
import { type Training, trainingsQueryOptions } from '@/api/trainings';
import { useSession } from '@/features/auth';
import { useWalletPoints } from '@/features/incentives';
import { useTranslation } from '@/i18n';
import { useNow } from '@/lib/clock';
import { EmptyState } from '@/ui/EmptyState';
import { ImagePlaceholder } from '@/ui/ImagePlaceholder';
import { type ImageLoading, useImageLoading } from '@/ui/image-loading';
import { Link } from '@/ui/Link';
import { mediaCoverStyle } from '@/ui/MediaCardSkeleton';
import { Page } from '@/ui/Page';
import { ProgressBar } from '@/ui/ProgressBar';
import { RetryableError } from '@/ui/RetryableError';
import { Skeleton, SkeletonText } from '@/ui/Skeleton';
import { cardSurface } from '@/ui/surface';
import { dayPartAt } from './greeting';

/** How many of the user's trainings the dashboard lists. */
const MY_TRAININGS_LIMIT = 6;

/** The catalogue's picks the dashboard shows beside them. */
const PICKS_QUERY = {
  include_own: 1,
  linked: 1,
  multilingual: 1,
  order_by: 'popularity',
  limit: 4,
} as const;

const myTrainingsQueryOptions = () => mySubscriptionsQueryOptions({ limit: MY_TRAININGS_LIMIT });
const picksQueryOptions = () => trainingsQueryOptions({ ...PICKS_QUERY });

export const loader: PageLoader = async (args) => {
  const queryClient = queryClientOf(args);
  await Promise.all([
    queryClient.prefetchQuery(myTrainingsQueryOptions()),
    queryClient.prefetchQuery(picksQueryOptions()),
  ]);
  return null;
};

const section = css({ display: 'grid', gap: '3' });
const sectionTitle = css({ fontSize: 'xl', fontWeight: 'semibold', margin: 0 });
const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: 'repeat(auto-fill, minmax(token(sizes.60), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
const card = cx(
  cardSurface,
  css({
    display: 'grid',
    gap: '2',
    alignContent: 'start',
    padding: '4',
  }),
);
/**
 * A card's title takes two lines and its summary three, however long they are, and so do the
 * placeholders before them: the cards keep one height and the sections below do not move when
 * the lists arrive (a title running to four lines pushed the next section 98 px down).
 */
const titleHeight = css({ display: 'block', minHeight: '2lh' });
const summaryHeight = css({ display: 'block', fontSize: 'sm', minHeight: '3lh' });
const twoLines = cx(titleHeight, css({ lineClamp: 2 }));
const summaryLines = cx(summaryHeight, css({ lineClamp: 3 }));
const cardTitle = css({
  fontWeight: 'semibold',
  overflowWrap: 'anywhere',
  color: 'fg',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
});
const wallet = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  padding: '5',
  borderRadius: 'l3',
  bg: 'primary.subtle',
});

function useGreeting(): string {
  const { t } = useTranslation();
  const now = useNow();
  const { me } = useSession();
  const timeZone = useQuery(generalSettingsQueryOptions()).data?.current_timezone;
  const name = me?.profile?.first_name || me?.profile?.full_name || '';
  const part = dayPartAt(now(), timeZone);
  const greetings = {
    morning: t('Good morning, @name', { '@name': name }),
    afternoon: t('Good afternoon, @name', { '@name': name }),
    evening: t('Good evening, @name', { '@name': name }),
  };
  return greetings[part];
}

function WalletCard() {
  const { t, formatPlural } = useTranslation();
  const { points, isLoading } = useWalletPoints();
  const shopEnabled = useQuery(siteSettingsQueryOptions()).data?.incentives_shop_enabled;
  return (
    <section className={wallet} aria-labelledby="wallet-title" aria-busy={isLoading}>
      <div className={css({ display: 'grid', gap: '1' })}>
        <h2 id="wallet-title" className={css({ fontSize: 'md', fontWeight: 'semibold', margin: 0 })}>
          {t('Your wallet')}
        </h2>
        <p className={css({ fontSize: '2xl', fontWeight: 'bold' })} data-testid="dashboard-points">
          {points !== undefined
            ? formatPlural(points, '@count point', '@count points')
            : isLoading
              ? t('Loading points')
              : t('Points unavailable')}
        </p>
      </div>
      {shopEnabled && (
        <Link to="/incentives" button={{ variant: 'solid' }}>
          {t('Visit the shop')}
        </Link>
      )}
    </section>
  );
}

function Progress({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const status = {
    not_started: t('Not started'),
    in_progress: t('In progress'),
    completed: t('Completed'),
  }[subscription.status];
  return (
    <>
      <ProgressBar
        value={subscription.progress}
        label={t('Progress of @title', { '@title': subscription.training.title })}
      />
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {status} · {t('@percent% complete', { '@percent': subscription.progress })}
      </span>
    </>
  );
}

/**
 * Placeholder cards as many and as tall as the cards they stand for (title, then progress or
 * cover and summary), so the sections below do not move when the data arrives.
 */
function CardsSkeleton({ count, variant }: { count: number; variant: 'progress' | 'training' }) {
  return (
    <ul className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, key) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical, positional placeholders
        <li key={key} className={card}>
          {variant === 'training' && <Skeleton className={mediaCoverStyle} height="auto" />}
          <span className={titleHeight}>
            <SkeletonText lines={2} />
          </span>
          {variant === 'progress' ? (
            <>
              <Skeleton height={8} />
              <Skeleton height="1lh" width="50%" className={css({ fontSize: 'sm' })} />
            </>
          ) : (
            <span className={summaryHeight}>
              <SkeletonText lines={3} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function MyTrainings() {
  const { t } = useTranslation();
  const subscriptions = useQuery(myTrainingsQueryOptions());
  let body: React.ReactNode;
  if (subscriptions.isPending) body = <CardsSkeleton count={MY_TRAININGS_LIMIT} variant="progress" />;
  else if (subscriptions.isError)
    body = (
      <RetryableError
        headingLevel={3}
        title={t('Your trainings could not be loaded.')}
        onRetry={subscriptions.refetch}
      />
    );
  else if (subscriptions.data.data.length === 0)
    body = (
      <EmptyState
        icon={BookOpen}
        headingLevel={3}
        title={t('No trainings yet')}
        description={t('Trainings you enrol in appear here.')}
      />
    );
  else
    body = (
      <ul className={grid}>
        {subscriptions.data.data.map((subscription) => (
          <li key={subscription.id} className={card}>
            <Link to={subscription.training.url} reload className={cx(cardTitle, twoLines)}>
              {subscription.training.title}
            </Link>
            <Progress subscription={subscription} />
          </li>
        ))}
      </ul>
    );
  return (
    <section className={section} aria-labelledby="my-trainings" aria-busy={subscriptions.isPending}>
      <h2 id="my-trainings" className={sectionTitle}>
        {t('My trainings')}
      </h2>
      {body}
    </section>
  );
}

function TrainingCard({ training, loading }: { training: Training; loading: ImageLoading }) {
  return (
    <li className={card}>
      {training.image ? (
        <img src={training.image} alt="" loading={loading} className={mediaCoverStyle} />
      ) : (
        <ImagePlaceholder icon={BookOpen} className={css({ borderRadius: 'l2' })} />
      )}
      <Link to={training.url} reload className={cx(cardTitle, twoLines)}>
        {training.title}
      </Link>
      <p className={cx(summaryLines, css({ color: 'fg.muted' }))}>
        <bdi>{training.summary}</bdi>
      </p>
    </li>
  );
}

function CataloguePicks() {
  const { t } = useTranslation();
  const picks = useQuery(picksQueryOptions());
  const loadingOf = useImageLoading();
  let body: React.ReactNode;
  if (picks.isPending) body = <CardsSkeleton count={PICKS_QUERY.limit} variant="training" />;
  else if (picks.isError)
    body = (
      <RetryableError
        headingLevel={3}
        title={t('The catalogue could not be loaded.')}
        onRetry={picks.refetch}
      />
    );
  else if (picks.data.data.length === 0)
    body = <EmptyState icon={Sparkles} headingLevel={3} title={t('Nothing to suggest yet')} />;
  else
    body = (
      <ul className={grid}>
        {picks.data.data.map((training, position) => (
          <TrainingCard key={training.id} training={training} loading={loadingOf(position)} />
        ))}
      </ul>
    );
  return (
    <section className={section} aria-labelledby="catalogue-picks" aria-busy={picks.isPending}>
      <h2 id="catalogue-picks" className={sectionTitle}>
        {t('Picked from the catalogue')}
      </h2>
      {body}
    </section>
  );
}

/** /dashboard: greeting by time of day, wallet, my trainings, catalogue picks (docs/architecture.md). */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Page title={useGreeting()} documentTitle={t('Dashboard')}>
      <WalletCard />
      <MyTrainings />
      <CataloguePicks />
    </Page>
  );
}

export { DashboardPage as Component };
