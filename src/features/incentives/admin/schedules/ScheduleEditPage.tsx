import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { hasStatus } from '@/api/errors';
import {
  type Schedule,
  type ScheduleInput,
  scheduleQueryOptions,
  updateScheduleMutationOptions,
} from '@/api/incentives-schedules';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { Skeleton } from '@/ui';
import { useNotify } from '../../shared/notices';
import { PageTitle } from '../../shared/PageTitle';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { pageStyle } from '../../shared/styles';
import { useNumericParam } from '../../shared/use-numeric-param';
import { useSaveFailureNotice } from '../save-feedback';
import { ScheduleForm, scheduleToValues } from './ScheduleForm';

const KEYS = [
  'name',
  'active',
  'frequency',
  'date',
  'month',
  'day',
  'older_than_days',
  'warning_days',
] as const;

/** PATCH sends only what changed. */
export function changedScheduleFields(before: Schedule, after: ScheduleInput): Partial<ScheduleInput> {
  const changes: Partial<ScheduleInput> = {};
  for (const key of KEYS) {
    if (before[key] !== after[key]) Object.assign(changes, { [key]: after[key] });
  }
  return changes;
}

/** /settings/incentives/schedules/{scheduleId}/edit */
export function ScheduleEditPage() {
  const { t } = useTranslation();
  const id = useNumericParam('scheduleId');
  const schedule = useQuery({ ...scheduleQueryOptions(id ?? 0), enabled: id !== undefined });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyFailure = useSaveFailureNotice();
  const update = useMutation(updateScheduleMutationOptions(queryClient));
  const back = { to: '/settings/incentives/schedules', title: t('Expiry schedules') };
  if (id === undefined || hasStatus(schedule.error, 404)) return <NotFoundPage />;

  let body: React.ReactNode;
  if (schedule.isPending) body = <Skeleton height={420} />;
  else if (schedule.isError)
    body = <QueryErrorState error={schedule.error} onRetry={() => schedule.refetch()} backTo={back} />;
  else {
    const before = schedule.data;
    body = (
      <ScheduleForm
        key={before.id}
        defaultValues={scheduleToValues(before)}
        onSubmit={async (input) => {
          const changes = changedScheduleFields(before, input);
          if (Object.keys(changes).length === 0) {
            notify('info', t('Nothing has changed.'));
            return;
          }
          try {
            const saved = await update.mutateAsync({ id: before.id, changes });
            notify('success', t('“@name” has been saved.', { '@name': saved.name }));
            navigate('/settings/incentives/schedules');
          } catch (error) {
            notifyFailure(error);
            throw error;
          }
        }}
      />
    );
  }
  return (
    <div className={pageStyle}>
      <PageTitle
        title={schedule.data ? t('Edit “@name”', { '@name': schedule.data.name }) : t('Edit expiry schedule')}
        back={back}
      />
      {body}
    </div>
  );
}
