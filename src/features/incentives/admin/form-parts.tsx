import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button, Input, Link } from '@/ui';
import { FormField } from '@/ui/form';
import { formActionsStyle, mutedTextStyle } from '../shared/styles';

/** The form's submit button, disabled while saving, and an optional way back without saving. */
export function SubmitRow({
  label,
  pending,
  cancelTo,
}: {
  label: string;
  pending: boolean;
  cancelTo?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={formActionsStyle}>
      <Button type="submit" variant="solid" loading={pending} disabled={pending}>
        {label}
      </Button>
      {cancelTo && <Link to={cancelTo}>{t('Cancel')}</Link>}
    </div>
  );
}

/** The note under a form with required fields. */
export function RequiredNote() {
  const { t } = useTranslation();
  return <p className={mutedTextStyle}>{t('Fields marked * are required.')}</p>;
}

/** A whole number input: numeric keyboard on phones, steps of one, 0 or more unless told. */
export function NumberInput({ min = 0, ...props }: React.ComponentProps<typeof Input>) {
  return <Input type="number" inputMode="numeric" step={1} min={min} {...props} />;
}

export interface NumberFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: FieldPath<Values>;
  label: string;
  helpText?: string;
  hideLabel?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
  /** The input's width, when narrower than the form. */
  inputClassName?: string;
}

/** A required whole number of the form, with its label, help and message (docs/forms.md). */
export function NumberField<Values extends FieldValues>({
  form,
  name,
  min,
  max,
  inputClassName,
  required = true,
  ...field
}: NumberFieldProps<Values>) {
  return (
    <FormField control={form.control} name={name} required={required} {...field}>
      <NumberInput
        min={min}
        max={max}
        className={inputClassName}
        {...form.register(name, { valueAsNumber: true })}
      />
    </FormField>
  );
}
