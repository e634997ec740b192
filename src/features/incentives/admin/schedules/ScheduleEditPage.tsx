import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Schedule,
  type ScheduleInput,
  scheduleQueryOptions,
  updateScheduleMutationOptions,
} from '@/api/incentives-schedules';
import { prefetchOrNotFound } from '@/api/prefetch-or-not-found';
import { useTranslation } from '@/i18n';
import { numericParamLoader, useNumericParam } from '../../shared/use-numeric-param';
import { EditPage, useSaveAndReturn } from '../edit-page';
import { SCHEDULE_FIELDS, ScheduleForm, scheduleToValues } from './ScheduleForm';

/** PATCH sends only what changed. */
export function changedScheduleFields(before: Schedule, after: ScheduleInput): Partial<ScheduleInput> {
  const changes: Partial<ScheduleInput> = {};
  for (const key of SCHEDULE_FIELDS) {
    if (before[key] !== after[key]) Object.assign(changes, { [key]: after[key] });
  }
  return changes;
}

export const loader = numericParamLoader('scheduleId', (queryClient, id) =>
  prefetchOrNotFound(queryClient, scheduleQueryOptions(id)),
);

/** /settings/incentives/schedules/{scheduleId}/edit */
export function ScheduleEditPage() {
  const { t } = useTranslation();
  const id = useNumericParam('scheduleId');
  const schedule = useQuery({ ...scheduleQueryOptions(id ?? 0), enabled: id !== undefined });
  const update = useMutation(updateScheduleMutationOptions(useQueryClient()));
  const { saveChanges } = useSaveAndReturn('/settings/incentives/schedules');
  return (
    <EditPage
      id={id}
      item={schedule}
      title={(item) => (item ? t('Edit “@name”', { '@name': item.name }) : t('Edit expiry schedule'))}
      back={{ to: '/settings/incentives/schedules', title: t('Expiry schedules') }}
      skeletonHeight={420}
    >
      {(before) => (
        <ScheduleForm
          key={before.id}
          defaultValues={scheduleToValues(before)}
          onSubmit={(input) => {
            const changes = changedScheduleFields(before, input);
            return saveChanges(
              changes,
              () => update.mutateAsync({ id: before.id, changes }),
              (saved) => t('“@name” has been saved.', { '@name': saved.name }),
            );
          }}
        />
      )}
    </EditPage>
  );
}

export { ScheduleEditPage as Component };
