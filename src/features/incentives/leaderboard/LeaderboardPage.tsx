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
import { meQueryOptions } from '@/api/session';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { Avatar, EmptyState, Skeleton } from '@/ui';
import { Pager } from '../shared/Pager';
import { PageTitle } from '../shared/PageTitle';
import { QueryErrorState } from '../shared/QueryErrorState';
import { pageStyle } from '../shared/styles';

const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  week: 'This week',
  month: 'This month',
  year: 'This year',
  all: 'All time',
};
const isPeriod = (value: string | null): value is LeaderboardPeriod =>
  LEADERBOARD_PERIODS.some((period) => period === value);

const periods = css({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: '1',
  padding: '1',
  bg: 'muted',
  borderRadius: 'l2',
  justifySelf: 'start',
  border: 'none',
  margin: 0,
});
const periodButton = css({
  paddingInline: '3',
  paddingBlock: '1.5',
  borderRadius: 'l1',
  fontWeight: 'semibold',
  fontSize: 'sm',
  cursor: 'pointer',
  color: 'fg.muted',
  bg: 'transparent',
  border: 'none',
  '&[aria-pressed=true]': { bg: 'surface', color: 'fg', boxShadow: '0 1px 3px rgba(0,0,0,0.12)' },
});
const list = css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '2' });
// On a phone the points go under the name, which keeps the width of the row for whole words.
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '2.5rem auto minmax(0, 1fr)', sm: '3rem auto minmax(0, 1fr) auto' },
  gridTemplateAreas: { base: '"rank avatar name" "rank avatar points"', sm: '"rank avatar name points"' },
  alignItems: 'center',
  columnGap: '3',
  rowGap: '0.5',
  paddingBlock: '2',
  paddingInline: '3',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  bg: 'surface',
});
const ownRow = css({ borderColor: 'primary', bg: 'primary.subtle', borderWidth: '2px' });
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
const youTag = css({
  marginInlineStart: '2',
  fontSize: 'xs',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  bg: 'primary',
  color: 'primary.fg',
  verticalAlign: 'middle',
});

/** /leaderboard: people ranked by points earned in a period, your own line highlighted. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const periodParam = params.get('period');
  const period: LeaderboardPeriod = isPeriod(periodParam) ? periodParam : 'month';
  const page = Math.max(Number.parseInt(params.get('page') ?? '0', 10) || 0, 0);
  const board = useQuery({ ...leaderboardQueryOptions({ period, page }), placeholderData: keepPreviousData });
  const me = useQuery(meQueryOptions());
  const ownUid = board.data?.meta.own?.user.uid ?? me.data?.uid;

  const setQuery = (next: { period?: LeaderboardPeriod; page?: number }) =>
    setParams(() => {
      const search = new URLSearchParams();
      const nextPeriod = next.period ?? period;
      if (nextPeriod !== 'month') search.set('period', nextPeriod);
      if (next.page) search.set('page', String(next.page));
      return search;
    });
  // The server answers 404 while the leaderboard is switched off: the app's not-found page, as for a closed area.
  if (hasStatus(board.error, 404)) return <NotFoundPage />;

  return (
    <div className={pageStyle} aria-busy={board.isFetching}>
      <PageTitle title={t('Leaderboard')} />
      <fieldset className={periods}>
        <legend className={css({ srOnly: true })}>{t('Period')}</legend>
        {LEADERBOARD_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            className={periodButton}
            aria-pressed={value === period}
            onClick={() => setQuery({ period: value, page: 0 })}
          >
            {t(PERIOD_LABELS[value])}
          </button>
        ))}
      </fieldset>
      {board.isPending ? (
        <div
          className={css({ display: 'grid', gap: '2' })}
          aria-label={t('Loading leaderboard')}
          role="status"
        >
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positional placeholders
            <Skeleton key={index} height={56} />
          ))}
        </div>
      ) : board.isError ? (
        <QueryErrorState error={board.error} onRetry={() => board.refetch()} />
      ) : board.data.data.length === 0 || board.data.data.every((entry) => entry.points === 0) ? (
        <EmptyState
          icon={Trophy}
          title={t('Nobody has earned points in this period yet')}
          description={t('Complete courses and earn certificates to climb the leaderboard.')}
        />
      ) : (
        <>
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
          <Pager
            meta={board.data.meta}
            onPage={(next) => setQuery({ page: next })}
            label={t('Leaderboard pages')}
          />
        </>
      )}
    </div>
  );
}

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
        {entry.user.full_name}
        {own && <span className={youTag}>{t('You')}</span>}
      </span>
      <span className={points}>{formatPlural(entry.points, '@count point', '@count points')}</span>
    </li>
  );
}
