import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { idempotencyKeys } from '@/api/idempotency';
import { createScheduleMutationOptions } from '@/api/incentives-schedules';
import { useTranslation } from '@/i18n';
import { BackLink, Page } from '@/ui';
import { useSaveAndReturn } from '../edit-page';
import { EMPTY_SCHEDULE_VALUES, ScheduleForm } from './ScheduleForm';

/** /settings/incentives/schedules/create */
export function ScheduleCreatePage() {
  const { t } = useTranslation();
  const create = useMutation(createScheduleMutationOptions(useQueryClient()));
  // Saved again after a failure, the same input carries the same key: a schedule the server created
  // before the response was lost is not created twice.
  const [keyFor] = useState(() => idempotencyKeys());
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
            () => create.mutateAsync({ ...input, idempotencyKey: keyFor(input) }),
            (schedule) => t('“@name” has been created.', { '@name': schedule.name }),
          )
        }
      />
    </Page>
  );
}

export { ScheduleCreatePage as Component };
