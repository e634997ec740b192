import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarClock, Plus } from 'lucide-react';
import { css } from 'styled-system/css';
import { type Schedule, schedulesQueryOptions } from '@/api/incentives-schedules';
import { useTranslation } from '@/i18n';
import { EmptyState, Icon, Link, Skeleton, useWideLayout } from '@/ui';
import { CardList, ListCard } from '../../shared/CardList';
import { formatServerDateTime } from '../../shared/dates';
import { Pager } from '../../shared/Pager';
import { PageTitle } from '../../shared/PageTitle';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { numericCellStyle, pageStyle, tableStyle, tableWrapStyle } from '../../shared/styles';
import { useListParams } from '../../shared/use-list-params';
import { describeFrequency } from './schedule-text';

const status = css({
  display: 'inline-block',
  fontSize: 'xs',
  fontWeight: 'semibold',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  '&[data-active=true]': { bg: 'success.subtle', color: 'success' },
  '&[data-active=false]': { bg: 'muted', color: 'fg.muted' },
  whiteSpace: 'nowrap',
});

const editPath = (schedule: Schedule) => `/settings/incentives/schedules/${schedule.id}/edit`;

/** /settings/incentives/schedules: when unspent points expire. */
export function SchedulesListPage() {
  const translator = useTranslation();
  const { t, formatPlural, langcode } = translator;
  const { page, setPage } = useListParams();
  const list = useQuery({ ...schedulesQueryOptions({ page }), placeholderData: keepPreviousData });
  const wide = useWideLayout();
  const whichPoints = (schedule: Schedule) =>
    schedule.older_than_days === 0
      ? t('All points')
      : formatPlural(schedule.older_than_days, 'Earned over @count day ago', 'Earned over @count days ago');
  const warning = (schedule: Schedule) =>
    formatPlural(schedule.warning_days, '@count day before', '@count days before');
  const nextRun = (schedule: Schedule) =>
    schedule.next_run ? formatServerDateTime(schedule.next_run, langcode) : '—';
  const statusOf = (schedule: Schedule) => (
    <span className={status} data-active={schedule.active}>
      {schedule.active ? t('Active') : t('Inactive')}
    </span>
  );
  return (
    <div className={pageStyle}>
      <PageTitle
        title={t('Expiry schedules')}
        back={{ to: '/settings/incentives', title: t('Incentives settings') }}
        actions={
          <Link to="/settings/incentives/schedules/create" button={{ variant: 'solid' }}>
            <Icon icon={Plus} size={18} />
            {t('Add schedule')}
          </Link>
        }
      />
      {list.isPending ? (
        <Skeleton height={240} />
      ) : list.isError ? (
        <QueryErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title={t('No expiry schedules')}
          description={t('Points never expire until you add a schedule.')}
        />
      ) : (
        <>
          {wide ? (
            <div className={tableWrapStyle}>
              <table className={tableStyle}>
                <caption className={css({ srOnly: true })}>{t('Expiry schedules')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Name')}</th>
                    <th scope="col">{t('When')}</th>
                    <th scope="col">{t('Which points')}</th>
                    <th scope="col" className={numericCellStyle}>
                      {t('Warning')}
                    </th>
                    <th scope="col">{t('Next run')}</th>
                    <th scope="col">{t('Status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((schedule) => (
                    <tr key={schedule.id}>
                      <td className={css({ overflowWrap: 'anywhere', minWidth: '12rem' })}>
                        <Link to={editPath(schedule)}>{schedule.name}</Link>
                      </td>
                      <td>{describeFrequency(schedule, translator)}</td>
                      <td>{whichPoints(schedule)}</td>
                      <td className={numericCellStyle}>{warning(schedule)}</td>
                      <td>{nextRun(schedule)}</td>
                      <td>{statusOf(schedule)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <CardList label={t('Expiry schedules')}>
              {list.data.data.map((schedule) => (
                <ListCard
                  key={schedule.id}
                  title={<Link to={editPath(schedule)}>{schedule.name}</Link>}
                  aside={statusOf(schedule)}
                  facts={[
                    { label: t('When'), value: describeFrequency(schedule, translator) },
                    { label: t('Which points'), value: whichPoints(schedule) },
                    { label: t('Warning'), value: warning(schedule) },
                    { label: t('Next run'), value: nextRun(schedule) },
                  ]}
                />
              ))}
            </CardList>
          )}
          <Pager meta={list.data.meta} onPage={setPage} label={t('Schedule pages')} />
        </>
      )}
    </div>
  );
}
