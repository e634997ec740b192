import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
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
import { elementInPlace } from '@/ui/element-in-place';
import { formatServerDateTime } from '../../shared/dates';
import { useNotify } from '../../shared/notices';
import { PagedTable } from '../../shared/PagedTable';
import { useListParams } from '../../shared/use-list-params';
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
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remove = useMutation(deleteScheduleMutationOptions(queryClient));
  // Once a schedule is deleted its button is gone: the focus goes to the delete button now in its
  // place (the next schedule's, or the last one's), else to Add schedule.
  const deletedAt = useRef<number | null>(null);
  const addLink = useRef<HTMLAnchorElement>(null);
  const afterDelete = () => {
    if (deletedAt.current === null) return null;
    const next = elementInPlace('button[data-delete-schedule]', deletedAt.current) ?? addLink.current;
    deletedAt.current = null;
    return next;
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    const index = Math.max(list.data?.data.findIndex((schedule) => schedule.id === id) ?? 0, 0);
    remove.mutate(id, {
      onSuccess: () => {
        deletedAt.current = index;
        notify('success', t('“@title” has been deleted.', { '@title': name }));
        setDeleting(null);
      },
      // The dialog stays, for another try.
      onError: () => notify('error', t('Something went wrong, please try again.')),
    });
  };
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
                onClick={() => setDeleting(schedule)}
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
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('Delete this expiry schedule?')}
        description={t('“@title” will no longer expire points. Points it has already expired stay expired.', {
          '@title': deleting?.name ?? '',
        })}
        confirmLabel={t('Delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        finalFocusEl={afterDelete}
      />
    </Page>
  );
}

export { SchedulesListPage as Component };
