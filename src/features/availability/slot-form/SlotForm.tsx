import { Ban, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { type FieldErrorMap, fieldErrorAt } from '@/api/errors';
import { useTranslation } from '@/i18n';
import { Field, Icon, Input, Textarea } from '@/ui';
import { statusIcon } from '../calendar/slot-style';
import {
  NOTE_MAX_LENGTH,
  type SlotFormField,
  type SlotFormProblem,
  type SlotFormValues,
} from '../model/slots';

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } });
const wide = css({ gridColumn: '1 / -1' });
const fieldset = css({ border: 'none', padding: 0, margin: 0, display: 'grid', gap: '2' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', padding: 0, marginBlockEnd: '1' });
const choice = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  paddingBlock: '2',
  paddingInline: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  cursor: 'pointer',
  _hover: { bg: 'muted' },
  '&:has(input:checked)': { borderColor: 'primary', bg: 'primary.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
  '& input': { accentColor: 'token(colors.primary)', width: '4', height: '4' },
});

export interface SlotFormProps {
  id: string;
  values: SlotFormValues;
  onChange: (values: SlotFormValues) => void;
  onSubmit: () => void;
  /** Client problems, shown once the user tried to save. */
  problems: Partial<Record<SlotFormField, SlotFormProblem>>;
  serverErrors: FieldErrorMap | undefined;
  disabled?: boolean;
  /** Text above the fields (e.g. that edits apply to every repetition). */
  intro?: ReactNode;
  timeZone: string;
}

/** Start, end, status, weekly repetition and a note, as wall-clock values in the user's time zone. */
export function SlotForm({
  id,
  values,
  onChange,
  onSubmit,
  problems,
  serverErrors,
  disabled,
  intro,
  timeZone,
}: SlotFormProps) {
  const { t } = useTranslation();
  const set = <K extends keyof SlotFormValues>(key: K, value: SlotFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const messages: Record<SlotFormProblem, string> = {
    startRequired: t('Enter a start date and time.'),
    endRequired: t('Enter an end date and time.'),
    endNotAfterStart: t('The end must be after the start.'),
    untilBeforeStart: t('The repetition must end after the first slot.'),
    noteTooLong: t('The note cannot be longer than @max characters.', { '@max': NOTE_MAX_LENGTH }),
  };
  const problem = (field: SlotFormField) => {
    const key = problems[field];
    return key ? messages[key] : undefined;
  };
  const server = (field: string) => fieldErrorAt(serverErrors, field);
  const statusError = server('status');

  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={css({ display: 'grid', gap: '5' })}
    >
      {intro}
      <fieldset
        className={fieldset}
        disabled={disabled}
        aria-describedby={statusError ? `${id}-status-error` : undefined}
      >
        <legend className={legend}>{t('Status')}</legend>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          {(['available', 'unavailable'] as const).map((status) => (
            <label key={status} className={choice}>
              <input
                type="radio"
                name={`${id}-status`}
                value={status}
                checked={values.status === status}
                onChange={() => set('status', status)}
              />
              <Icon
                icon={status === 'available' ? CircleCheck : Ban}
                size={16}
                className={statusIcon({ status })}
              />
              {status === 'available' ? t('Available') : t('Unavailable')}
            </label>
          ))}
        </div>
        {statusError && (
          <p id={`${id}-status-error`} className={css({ color: 'error', fontSize: 'sm', margin: 0 })}>
            {statusError}
          </p>
        )}
      </fieldset>
      <div className={grid}>
        <Field label={t('Start date')} required disabled={disabled}>
          <Input
            type="date"
            value={values.startDate}
            onChange={(event) => set('startDate', event.target.value)}
          />
        </Field>
        <Field
          label={t('Start time')}
          required
          disabled={disabled}
          error={problem('start')}
          serverError={server('start')}
        >
          <Input
            type="time"
            step={900}
            value={values.startTime}
            onChange={(event) => set('startTime', event.target.value)}
          />
        </Field>
        <Field label={t('End date')} required disabled={disabled}>
          <Input
            type="date"
            value={values.endDate}
            onChange={(event) => set('endDate', event.target.value)}
          />
        </Field>
        <Field
          label={t('End time')}
          required
          disabled={disabled}
          error={problem('end')}
          serverError={server('end')}
        >
          <Input
            type="time"
            step={900}
            value={values.endTime}
            onChange={(event) => set('endTime', event.target.value)}
          />
        </Field>
        <p className={cx(wide, css({ margin: 0, fontSize: 'sm', color: 'fg.muted' }))}>
          {t('Times in @zone', { '@zone': timeZone })}
        </p>
        <label className={cx(wide, choice, css({ justifySelf: 'start' }))}>
          <input
            type="checkbox"
            checked={values.repeatWeekly}
            disabled={disabled}
            onChange={(event) => set('repeatWeekly', event.target.checked)}
          />
          {t('Repeat every week')}
        </label>
        {values.repeatWeekly && (
          <Field
            label={t('Repeat until')}
            disabled={disabled}
            helpText={t('Leave empty to repeat with no end.')}
            error={problem('repeat_until')}
            serverError={server('repeat_until')}
          >
            <Input
              type="date"
              value={values.repeatUntil}
              min={values.startDate || undefined}
              onChange={(event) => set('repeatUntil', event.target.value)}
            />
          </Field>
        )}
        <Field
          label={t('Note')}
          disabled={disabled}
          className={wide}
          helpText={t('@count of @max characters', { '@count': values.note.length, '@max': NOTE_MAX_LENGTH })}
          error={problem('note')}
          serverError={server('note')}
        >
          <Textarea rows={3} value={values.note} onChange={(event) => set('note', event.target.value)} />
        </Field>
      </div>
    </form>
  );
}
