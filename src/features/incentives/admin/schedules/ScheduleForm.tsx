import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import type { Schedule, ScheduleInput } from '@/api/incentives-schedules';
import { scheduleIssues } from '@/api/incentives-schedules.schemas';
import { z } from '@/api/zod';
import { useTranslation } from '@/i18n';
import { useNow } from '@/lib/clock';
import { SERVER_DAY } from '@/lib/server-date';
import { Input, LeaveWithoutSaving } from '@/ui';
import { FormErrors, FormField, unsavedEdits, useServerErrorSubmit, useZodForm } from '@/ui/form';
import { formStyle } from '../../shared/styles';
import { CheckboxField, DateField, NumberField, RequiredNote, SelectField, SubmitRow } from '../form-parts';
import { monthName } from './schedule-text';

const count = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

const scheduleFormFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name field is required.')
    .max(120, 'Name cannot be longer than 120 characters.'),
  active: z.boolean(),
  frequency: z.enum(['once', 'yearly', 'monthly']),
  date: z.string(),
  month: z.string(),
  day: z.number().or(z.nan()),
  older_than_days: count(3650, 'Enter a number of days from 0 to 3650.'),
  warning_days: count(365, 'Enter a number of days from 0 to 365.'),
});
const whenItsFieldsParse = scheduleFormFields.pick({ frequency: true, date: true, month: true, day: true });

/**
 * The form's rules. A one-off date must come after `today` (UTC, as the incentives screens show
 * dates), unless it is the date the schedule already had (`kept`): editing the name of a schedule
 * that has run asks nothing of its date.
 */
const scheduleFormSchema = ({ today, kept }: { today: string; kept: string }) =>
  scheduleFormFields.superRefine(
    (values, context) => {
      const input = toScheduleInput(values);
      for (const issue of scheduleIssues(input, { today: values.date === kept ? undefined : today })) {
        context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
      // A date typed that is no day reaches the form as typed (src/ui/DatePicker.tsx).
      if (values.frequency === 'once' && values.date && !SERVER_DAY.test(values.date))
        context.addIssue({
          code: 'custom',
          path: ['date'],
          message: 'Enter a valid date, or choose one from the calendar.',
        });
      if (values.frequency !== 'once' && !Number.isNaN(values.day) && (values.day < 1 || values.day > 31))
        context.addIssue({ code: 'custom', path: ['day'], message: 'Choose a day from 1 to 31.' });
    },
    // With another field empty too, the date's messages come in the same round (docs/forms.md).
    { when: (payload) => whenItsFieldsParse.safeParse(payload.value).success },
  );
export type ScheduleFormValues = z.infer<ReturnType<typeof scheduleFormSchema>>;
/** The schedule's fields, in the order of the form; an edit compares these. */
export const SCHEDULE_FIELDS = [
  'name',
  'active',
  'frequency',
  'date',
  'month',
  'day',
  'older_than_days',
  'warning_days',
] as const;

/** Only the fields that apply to the chosen frequency travel; the others are null. */
export function toScheduleInput(values: ScheduleFormValues): ScheduleInput {
  const day = Number.isInteger(values.day) ? values.day : null;
  return {
    name: values.name.trim(),
    active: values.active,
    frequency: values.frequency,
    date: values.frequency === 'once' && values.date ? values.date : null,
    month: values.frequency === 'yearly' && values.month ? Number(values.month) : null,
    day: values.frequency === 'once' ? null : day,
    older_than_days: values.older_than_days,
    warning_days: values.warning_days,
  };
}

export const EMPTY_SCHEDULE_VALUES: ScheduleFormValues = {
  name: '',
  active: true,
  frequency: 'yearly',
  date: '',
  month: '12',
  day: 31,
  older_than_days: 365,
  warning_days: 30,
};

export const scheduleToValues = (schedule: Schedule): ScheduleFormValues => ({
  name: schedule.name,
  active: schedule.active,
  frequency: schedule.frequency,
  date: schedule.date ?? '',
  month: schedule.month ? String(schedule.month) : '',
  day: schedule.day ?? Number.NaN,
  older_than_days: schedule.older_than_days,
  warning_days: schedule.warning_days,
});

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export interface ScheduleFormProps {
  defaultValues: ScheduleFormValues;
  onSubmit: (input: ScheduleInput) => Promise<unknown>;
}

export function ScheduleForm({ defaultValues, onSubmit }: ScheduleFormProps) {
  const { t, langcode } = useTranslation();
  const now = useNow();
  const [schema] = useState(() =>
    scheduleFormSchema({ today: now().toISOString().slice(0, 10), kept: defaultValues.date }),
  );
  const form = useZodForm(schema, { defaultValues });
  const { control, register } = form;
  const frequency = useWatch({ control, name: 'frequency' });
  const { onSubmit: submit, formErrors } = useServerErrorSubmit(form, SCHEDULE_FIELDS, (values) =>
    onSubmit(toScheduleInput(values)),
  );
  const narrow = css({ maxWidth: '32' });

  return (
    <form className={formStyle} onSubmit={submit} noValidate>
      <LeaveWithoutSaving when={unsavedEdits(form)} />
      <FormErrors messages={formErrors} />
      <FormField control={control} name="name" label={t('Name')} required>
        <Input {...register('name')} maxLength={120} />
      </FormField>
      <SelectField
        form={form}
        name="frequency"
        label={t('Frequency')}
        options={[
          { value: 'once', label: t('Once, on a date') },
          { value: 'yearly', label: t('Every year') },
          { value: 'monthly', label: t('Every month') },
        ]}
      />
      {frequency === 'once' && (
        <DateField form={form} name="date" label={t('Expiry date')} className={css({ maxWidth: '56' })} />
      )}
      {frequency === 'yearly' && (
        <SelectField
          form={form}
          name="month"
          label={t('Month')}
          className={css({ maxWidth: '56' })}
          options={MONTHS.map((month) => ({ value: String(month), label: monthName(month, langcode) }))}
        />
      )}
      {frequency !== 'once' && (
        <NumberField
          form={form}
          name="day"
          label={t('Day of the month')}
          // A yearly day its month never has is refused; a monthly one runs on the month's last day.
          helpText={
            frequency === 'monthly' ? t('Days 29 to 31 run on the last day of shorter months.') : undefined
          }
          min={1}
          max={31}
          inputClassName={narrow}
        />
      )}
      <NumberField
        form={form}
        name="older_than_days"
        label={t('Expire points earned more than this many days before')}
        helpText={t('0 expires every unspent point.')}
        max={3650}
        inputClassName={narrow}
      />
      <NumberField
        form={form}
        name="warning_days"
        label={t('Warn learners this many days ahead')}
        max={365}
        inputClassName={narrow}
      />
      <CheckboxField form={form} name="active">
        {t('Active')}
      </CheckboxField>
      <RequiredNote />
      <SubmitRow
        label={t('Save')}
        pending={form.formState.isSubmitting}
        cancelTo="/settings/incentives/schedules"
      />
    </form>
  );
}
