import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarClock, Plus } from 'lucide-react';
import { type Schedule, schedulesQueryOptions } from '@/api/incentives-schedules';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { useTranslation } from '@/i18n';
import { pageIndexFrom } from '@/lib/page-param';
import { BackLink, Badge, EmptyState, Icon, Link, Page } from '@/ui';
import { formatServerDateTime } from '../../shared/dates';
import { PagedTable } from '../../shared/PagedTable';
import { useListParams } from '../../shared/use-list-params';
import { describeFrequency } from './schedule-text';

const editPath = (schedule: Schedule) => `/settings/incentives/schedules/${schedule.id}/edit`;

export const loader: PageLoader = async (args) => {
  const page = pageIndexFrom(new URL(args.request.url).searchParams);
  await queryClientOf(args).prefetchQuery(schedulesQueryOptions({ page }));
  return null;
};

/** /settings/incentives/schedules: when unspent points expire. */
export function SchedulesListPage() {
  const translator = useTranslation();
  const { t, formatPlural, langcode } = translator;
  const { page, setPage } = useListParams();
  const list = useQuery({ ...schedulesQueryOptions({ page }), placeholderData: keepPreviousData });
  const whichPoints = (schedule: Schedule) =>
    schedule.older_than_days === 0
      ? t('All points')
      : formatPlural(schedule.older_than_days, 'Earned over @count day ago', 'Earned over @count days ago');
  const warning = (schedule: Schedule) =>
    formatPlural(schedule.warning_days, '@count day before', '@count days before');
  const nextRun = (schedule: Schedule) =>
    schedule.next_run ? formatServerDateTime(schedule.next_run, langcode) : '—';
  const statusOf = (schedule: Schedule) => (
    <Badge tone={schedule.active ? 'success' : 'neutral'}>
      {schedule.active ? t('Active') : t('Inactive')}
    </Badge>
  );
  return (
    <Page
      title={t('Expiry schedules')}
      back={<BackLink to="/settings/incentives" title={t('Incentives settings')} />}
      actions={
        <Link to="/settings/incentives/schedules/create" button={{ variant: 'solid' }}>
          <Icon icon={Plus} size={18} />
          {t('Add schedule')}
        </Link>
      }
    >
      <PagedTable
        list={list}
        caption={t('Expiry schedules')}
        rowKey={(schedule) => String(schedule.id)}
        columns={[
          {
            key: 'name',
            header: t('Name'),
            cell: (schedule) => (
              <Link to={editPath(schedule)}>
                <bdi>{schedule.name}</bdi>
              </Link>
            ),
            rowHeader: true,
            card: 'title',
          },
          { key: 'when', header: t('When'), cell: (schedule) => describeFrequency(schedule, translator) },
          { key: 'points', header: t('Which points'), cell: whichPoints },
          { key: 'warning', header: t('Warning'), cell: warning, align: 'end' },
          { key: 'next', header: t('Next run'), cell: nextRun },
          { key: 'status', header: t('Status'), cell: statusOf, card: 'aside' },
        ]}
        pagesLabel={t('Schedule pages')}
        onPage={setPage}
        loadingHeight={240}
        empty={
          <EmptyState
            icon={CalendarClock}
            title={t('No expiry schedules')}
            description={t('Points never expire until you add a schedule.')}
          />
        }
      />
    </Page>
  );
}

export { SchedulesListPage as Component };
