import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import {
  deleteScheduleMutationOptions,
  type Schedule,
  schedulesQueryOptions,
} from '@/api/incentives-schedules';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { useTranslation } from '@/i18n';
import { pageIndexFrom } from '@/lib/page-param';
import { BackLink, Badge, ConfirmDialog, EmptyState, Icon, IconButton, Link, Page } from '@/ui';
import { formatServerDateTime } from '../../shared/dates';
import { PagedTable } from '../../shared/PagedTable';
import { useListParams } from '../../shared/use-list-params';
import { useRowDeletion } from '../../shared/use-row-deletion';
import { describeFrequency } from './schedule-text';

const editPath = (schedule: Schedule) => `/settings/incentives/schedules/${schedule.id}/edit`;

export const loader: PageLoader = async (args) => {
  const page = pageIndexFrom(new URL(args.request.url).searchParams);
  await queryClientOf(args).prefetchQuery(schedulesQueryOptions({ page }));
  return null;
};

/** /settings/incentives/schedules: when unspent points expire; each schedule can be deleted, once confirmed. */
export function SchedulesListPage() {
  const translator = useTranslation();
  const { t, formatPlural, langcode } = translator;
  const { page, setPage } = useListParams();
  const list = useQuery({ ...schedulesQueryOptions({ page }), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const addLink = useRef<HTMLAnchorElement>(null);
  const deletion = useRowDeletion({
    rows: list.data?.data,
    deleteButtons: 'button[data-delete-schedule]',
    fallback: addLink,
    remove: useMutation(deleteScheduleMutationOptions(queryClient)),
    deletedNotice: (schedule) => t('“@title” has been deleted.', { '@title': schedule.name }),
  });
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
        <Link ref={addLink} to="/settings/incentives/schedules/create" button={{ variant: 'solid' }}>
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
          {
            key: 'actions',
            header: <span className={css({ srOnly: true })}>{t('Actions')}</span>,
            align: 'end',
            card: 'actions',
            fit: true,
            cell: (schedule) => (
              <IconButton
                icon={Trash2}
                label={t('Delete @title', { '@title': schedule.name })}
                onClick={() => deletion.ask(schedule)}
                data-delete-schedule=""
              />
            ),
          },
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
      <ConfirmDialog
        open={deletion.deleting !== null}
        onOpenChange={(open) => {
          if (!open) deletion.cancel();
        }}
        title={t('Delete this expiry schedule?')}
        description={t('“@title” will no longer expire points. Points it has already expired stay expired.', {
          '@title': deletion.deleting?.name ?? '',
        })}
        confirmLabel={t('Delete')}
        onConfirm={deletion.confirm}
        pending={deletion.pending}
        finalFocusEl={deletion.focusAfter}
      />
    </Page>
  );
}

export { SchedulesListPage as Component };
