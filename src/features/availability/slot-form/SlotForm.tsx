import { Ban, CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { type Control, Controller, type FieldPath, useWatch } from 'react-hook-form';
import { css, cx } from 'styled-system/css';
import { SLOT_STATUSES } from '@/api/availability';
import { useTranslation } from '@/i18n';
import { SERVER_DAY } from '@/lib/server-date';
import { DatePicker, Icon, RadioGroup, Textarea, TimeInput } from '@/ui';
import { FormCheckbox } from '@/ui/FormCheckbox';
import { FormErrors, FormField, useServerErrorSubmit, useZodForm } from '@/ui/form';
import { statusIcon } from '../calendar/slot-style';
import {
  NOTE_MAX_LENGTH,
  onSlotFormFields,
  SLOT_FORM_FIELDS,
  type SlotFormValues,
  slotFormSchema,
} from '../model/slots';

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } });
const wide = css({ gridColumn: '1 / -1' });
const muted = css({ margin: 0, fontSize: 'sm', color: 'fg.muted' });
const statusLabel = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });

export interface SlotFormProps {
  /** The form's id, so that a dialog's footer button can submit it. */
  id: string;
  /** What the form starts with; a failed save keeps what the user changed since. */
  defaultValues: SlotFormValues;
  /** The user's time zone: the form shows and reads wall-clock times there. */
  timeZone: string;
  /**
   * Saves the checked values. Rejects with the API error to show the server's messages on their
   * fields; a second submit while one is on its way is ignored.
   */
  onSave: (values: SlotFormValues) => Promise<unknown>;
  /** Called with the refusal once its messages are placed (a toast, a summary). */
  onFailure?: (error: unknown) => void;
  /** Messages above the fields: why the last save or delete failed. */
  failures?: readonly string[];
  /** Text above the fields (e.g. that edits apply to every repetition). */
  intro?: ReactNode;
  /** Told whether the form holds changes not saved, so that closing it can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Start, end, status, weekly repetition and a note, as wall-clock values in the user's time zone,
 * on the one form approach (docs/forms.md): nothing is checked before a field is left or the form
 * submitted, and the server's messages land on their fields.
 */
export function SlotForm({
  id,
  defaultValues,
  timeZone,
  onSave,
  onFailure,
  failures = [],
  intro,
  onDirtyChange,
}: SlotFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => slotFormSchema(timeZone), [timeZone]);
  const form = useZodForm(schema, { defaultValues });
  const { control, register } = form;
  const [repeats, startDate] = useWatch({ control, name: ['repeat_weekly', 'startDate'] });
  // A double click or Enter pressed again while saving must not send the slot twice.
  const saving = useRef(false);
  const { onSubmit, formErrors } = useServerErrorSubmit(
    form,
    SLOT_FORM_FIELDS,
    async (values) => {
      if (saving.current) return;
      saving.current = true;
      try {
        await onSave(values);
      } catch (error) {
        throw onSlotFormFields(error);
      } finally {
        saving.current = false;
      }
    },
    onFailure,
  );
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  /** A rule across fields: once the dependent field shows a message, it follows the other field too. */
  const recheck = (name: FieldPath<SlotFormValues>) => {
    if (form.getFieldState(name).error) void form.trigger(name);
  };

  return (
    <form id={id} noValidate onSubmit={onSubmit} className={css({ display: 'grid', gap: '5' })}>
      <FormErrors messages={[...failures, ...formErrors]} />
      {intro}
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <RadioGroup
            label={t('Status')}
            orientation="horizontal"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onValueChange={(value) => field.onChange(SLOT_STATUSES.find((status) => status === value))}
            onBlur={field.onBlur}
            options={SLOT_STATUSES.map((status) => ({
              value: status,
              label: (
                <span className={statusLabel}>
                  <Icon
                    icon={status === 'available' ? CircleCheck : Ban}
                    size={16}
                    className={statusIcon({ status })}
                  />
                  {status === 'available' ? t('Available') : t('Unavailable')}
                </span>
              ),
            }))}
          />
        )}
      />
      <div className={grid}>
        <DateField
          control={control}
          name="startDate"
          label={t('Start date')}
          onChanged={() => {
            // A start moved past the end takes the end with it, as in a calendar. Left behind, the end
            // was shown as the start's day (the picker's earliest) while the form kept the old one.
            const { startDate: start, endDate: end } = form.getValues();
            if (SERVER_DAY.test(start) && SERVER_DAY.test(end) && end < start) {
              form.setValue('endDate', start, { shouldDirty: true });
            }
            recheck('endTime');
            recheck('repeat_until');
          }}
        />
        <TimeField
          control={control}
          name="startTime"
          label={t('Start time')}
          onChanged={() => recheck('endTime')}
        />
        <DateField
          control={control}
          name="endDate"
          label={t('End date')}
          min={startDate || undefined}
          onChanged={() => recheck('endTime')}
        />
        <TimeField control={control} name="endTime" label={t('End time')} />
        <p className={cx(wide, muted)}>{t('Times in @zone', { '@zone': timeZone })}</p>
        <div className={wide}>
          <FormCheckbox control={control} name="repeat_weekly" onChanged={() => recheck('repeat_until')}>
            {t('Repeat every week')}
          </FormCheckbox>
        </div>
        {repeats && (
          <FormField
            control={control}
            name="repeat_until"
            label={t('Repeat until')}
            helpText={t('Leave empty to repeat with no end.')}
          >
            <Controller
              control={control}
              name="repeat_until"
              render={({ field }) => (
                <DatePicker
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  min={startDate || undefined}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
        )}
        <FormField
          control={control}
          name="note"
          label={t('Note')}
          className={wide}
          helpText={<NoteLength control={control} />}
        >
          <Textarea rows={3} {...register('note')} />
        </FormField>
      </div>
    </form>
  );
}

interface WallClockFieldProps<Name extends 'startDate' | 'endDate' | 'startTime' | 'endTime'> {
  control: Control<SlotFormValues>;
  name: Name;
  label: string;
  /** After the value changed: the fields whose rule depends on this one check again. */
  onChanged?: () => void;
}

/** A required day of the slot ('' while empty) as the kit's DatePicker. */
function DateField({
  min,
  onChanged,
  ...props
}: WallClockFieldProps<'startDate' | 'endDate'> & { min?: string }) {
  return (
    <FormField {...props} required>
      <Controller
        {...props}
        render={({ field }) => (
          <DatePicker
            ref={field.ref}
            name={field.name}
            value={field.value || null}
            min={min}
            onValueChange={(value) => {
              field.onChange(value ?? '');
              onChanged?.();
            }}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );
}

/** A required time of the slot, in quarter hours, as the kit's TimeInput. */
function TimeField({ onChanged, ...props }: WallClockFieldProps<'startTime' | 'endTime'>) {
  return (
    <FormField {...props} required>
      <Controller
        {...props}
        render={({ field }) => (
          <TimeInput
            ref={field.ref}
            name={field.name}
            step={900}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              onChanged?.();
            }}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );
}

/** The note's length under it; only this line follows each keystroke, not the whole form. */
function NoteLength({ control }: { control: Control<SlotFormValues> }) {
  const { t } = useTranslation();
  const note = useWatch({ control, name: 'note' });
  return t('@count of @max characters', { '@count': note.length, '@max': NOTE_MAX_LENGTH });
}
