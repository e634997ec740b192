import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createScheduleMutationOptions } from '@/api/incentives-schedules';
import { useTranslation } from '@/i18n';
import { BackLink, Page } from '@/ui';
import { useSaveAndReturn } from '../edit-page';
import { EMPTY_SCHEDULE_VALUES, ScheduleForm } from './ScheduleForm';

/** /settings/incentives/schedules/create */
export function ScheduleCreatePage() {
  const { t } = useTranslation();
  const create = useMutation(createScheduleMutationOptions(useQueryClient()));
  const { save } = useSaveAndReturn('/settings/incentives/schedules');
  return (
    <Page
      title={t('Add expiry schedule')}
      back={<BackLink to="/settings/incentives/schedules" title={t('Expiry schedules')} />}
    >
      <ScheduleForm
        defaultValues={EMPTY_SCHEDULE_VALUES}
        onSubmit={(input) =>
          save(
            () => create.mutateAsync(input),
            (schedule) => t('“@name” has been created.', { '@name': schedule.name }),
          )
        }
      />
    </Page>
  );
}

export { ScheduleCreatePage as Component };
