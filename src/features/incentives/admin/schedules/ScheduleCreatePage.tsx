import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { createScheduleMutationOptions } from '@/api/incentives-schedules';
import { useTranslation } from '@/i18n';
import { useNotify } from '../../shared/notices';
import { PageTitle } from '../../shared/PageTitle';
import { pageStyle } from '../../shared/styles';
import { useSaveFailureNotice } from '../save-feedback';
import { EMPTY_SCHEDULE_VALUES, ScheduleForm } from './ScheduleForm';

/** /settings/incentives/schedules/create */
export function ScheduleCreatePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyFailure = useSaveFailureNotice();
  const create = useMutation(createScheduleMutationOptions(queryClient));
  return (
    <div className={pageStyle}>
      <PageTitle
        title={t('Add expiry schedule')}
        back={{ to: '/settings/incentives/schedules', title: t('Expiry schedules') }}
      />
      <ScheduleForm
        defaultValues={EMPTY_SCHEDULE_VALUES}
        onSubmit={async (input) => {
          try {
            const schedule = await create.mutateAsync(input);
            notify('success', t('“@name” has been created.', { '@name': schedule.name }));
            navigate('/settings/incentives/schedules');
          } catch (error) {
            notifyFailure(error);
            throw error;
          }
        }}
      />
    </div>
  );
}
