import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { hasStatus } from '@/api/errors';
import {
  LEADERBOARD_PERIODS,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  leaderboardQueryOptions,
} from '@/api/incentives-leaderboard';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { meQueryOptions } from '@/api/session';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { pageIndexFrom, setPageIndex } from '@/lib/page-param';
import { Avatar, Badge, EmptyState, Page, Pagination, pagingFromMeta, Skeleton, Tabs } from '@/ui';
import { useLastPageIfPast } from '@/ui/use-last-page-if-past';
import { QueryErrorState } from '../shared/QueryErrorState';

const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  week: 'Week',
  month: 'Month',
  year: 'Year',
  all: 'All time',
};
/** The periods are the days up to now (leaderboardPeriodSchema), not calendar weeks or months. */
const PERIOD_CAPTIONS: Record<LeaderboardPeriod, string> = {
  week: 'Points earned in the last 7 days.',
  month: 'Points earned in the last 30 days.',
  year: 'Points earned in the last 12 months.',
  all: 'Every point earned.',
};
const isPeriod = (value: string | null): value is LeaderboardPeriod =>
  LEADERBOARD_PERIODS.some((period) => period === value);

const list = css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '2' });
// On a phone the points go under the name, which keeps the width of the row for whole words.
const row = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'token(sizes.10) auto minmax(0, 1fr)',
    sm: 'token(sizes.12) auto minmax(0, 1fr) auto',
  },
  gridTemplateAreas: { base: '"rank avatar name" "rank avatar points"', sm: '"rank avatar name points"' },
  alignItems: 'center',
  columnGap: '3',
  rowGap: '0.5',
  paddingBlock: '2',
  paddingInline: '3',
  borderRadius: 'l2',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  bg: 'surface',
});
const ownRow = css({ borderColor: 'primary', bg: 'primary.subtle', borderWidth: 'thick' });
const rank = css({
  gridArea: 'rank',
  fontWeight: 'bold',
  fontSize: 'lg',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
// break-word, not anywhere: a name breaks between words; only a word wider than the row is ever cut.
const name = css({ gridArea: 'name', fontWeight: 'semibold', overflowWrap: 'break-word', minWidth: 0 });
const points = css({ gridArea: 'points', fontWeight: 'bold', color: 'primary', whiteSpace: 'nowrap' });
const avatar = css({ gridArea: 'avatar' });
const caption = css({ margin: 0, color: 'fg.muted' });
const youTag = css({ marginInlineStart: '2', verticalAlign: 'middle' });

/** The period (this month unless the address names another) and the zero-based page the address asks for. */
export function leaderboardQueryFrom(params: URLSearchParams): { period: LeaderboardPeriod; page: number } {
  const periodParam = params.get('period');
  return { period: isPeriod(periodParam) ? periodParam : 'month', page: pageIndexFrom(params) };
}

export const loader: PageLoader = async (args) => {
  const query = leaderboardQueryFrom(new URL(args.request.url).searchParams);
  await queryClientOf(args).prefetchQuery(leaderboardQueryOptions(query));
  return null;
};

/** /leaderboard: people ranked by points earned in a period, your own line highlighted. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { period, page } = leaderboardQueryFrom(params);
  const board = useQuery({ ...leaderboardQueryOptions({ period, page }), placeholderData: keepPreviousData });
  const me = useQuery(meQueryOptions());
  const ownUid = board.data?.meta.own?.user.uid ?? me.data?.uid;
  const past = useLastPageIfPast(board.data?.meta);

  const setQuery = (next: { period?: LeaderboardPeriod; page?: number }) =>
    setParams(
      () => {
        const search = new URLSearchParams();
        const nextPeriod = next.period ?? period;
        if (nextPeriod !== 'month') search.set('period', nextPeriod);
        setPageIndex(search, next.page ?? 0);
        return search;
      },
      { preventScrollReset: true },
    );
  // The server responds with 404 while the leaderboard is switched off: the app's not-found page, as for a closed area.
  if (hasStatus(board.error, 404)) return <NotFoundPage />;

  const body =
    board.isPending || past ? (
      <div className={css({ display: 'grid', gap: '2' })} aria-label={t('Loading leaderboard')} role="status">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional placeholders
          <Skeleton key={index} height={56} />
        ))}
      </div>
    ) : board.isError ? (
      <QueryErrorState error={board.error} onRetry={() => board.refetch()} />
    ) : board.data.meta.total === 0 || noPointsYet(board.data) ? (
      <EmptyState
        icon={Trophy}
        title={t('Nobody has earned points in this period yet')}
        description={t('Complete courses and earn certificates to climb the leaderboard.')}
      />
    ) : (
      <div className={css({ display: 'grid', gap: '4' })}>
        {board.data.meta.own && !board.data.data.some((entry) => entry.user.uid === ownUid) && (
          <section aria-label={t('Your rank')}>
            <ol className={list}>
              <LeaderboardRow entry={board.data.meta.own} own />
            </ol>
          </section>
        )}
        <ol className={list} aria-label={t('Ranking')}>
          {board.data.data.map((entry) => (
            <LeaderboardRow key={entry.user.uid} entry={entry} own={entry.user.uid === ownUid} />
          ))}
        </ol>
        <Pagination
          label={t('Leaderboard pages')}
          {...pagingFromMeta(board.data.meta, (next) => setQuery({ page: next }))}
        />
      </div>
    );

  return (
    <Page title={t('Leaderboard')} aria-busy={board.isFetching}>
      {/* minWidth 0: on a phone the tab row scrolls inside itself instead of widening the page. */}
      <div className={css({ minWidth: 0 })}>
        <Tabs
          label={t('Period')}
          value={period}
          onValueChange={(value) => {
            if (isPeriod(value)) setQuery({ period: value, page: 0 });
          }}
          // Only the chosen period is asked for; the other panels stay empty until chosen.
          items={LEADERBOARD_PERIODS.map((value) => ({
            value,
            label: t(PERIOD_LABELS[value]),
            content:
              value === period ? (
                <div className={css({ display: 'grid', gap: '4' })}>
                  <p className={caption}>{t(PERIOD_CAPTIONS[value])}</p>
                  {body}
                </div>
              ) : null,
          }))}
        />
      </div>
    </Page>
  );
}

/**
 * Whether nobody has points in the period: the first page, ranked from the most points, has none.
 * A later page's rows may all have none while earlier ones do.
 */
const noPointsYet = ({ data, meta }: { data: LeaderboardEntry[]; meta: { page: number } }) =>
  meta.page === 0 && data.every((entry) => entry.points === 0);

function LeaderboardRow({ entry, own }: { entry: LeaderboardEntry; own: boolean }) {
  const { t, formatPlural, formatNumber } = useTranslation();
  return (
    <li
      className={cx(row, own && ownRow)}
      aria-current={own ? 'true' : undefined}
      data-testid={own ? 'own-rank' : undefined}
    >
      <span className={rank}>
        <span className={css({ srOnly: true })}>{t('Rank')} </span>
        {formatNumber(entry.rank)}
      </span>
      <Avatar name={entry.user.full_name} src={entry.user.avatar} className={avatar} />
      <span className={name}>
        <bdi>{entry.user.full_name}</bdi>
        {own && (
          <Badge tone="primary" className={youTag}>
            {t('You')}
          </Badge>
        )}
      </span>
      <span className={points}>{formatPlural(entry.points, '@count point', '@count points')}</span>
    </li>
  );
}

export { LeaderboardPage as Component };
