import {
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button, DatePicker, Input, Link, type ListOption, Select } from '@/ui';
import { FormCheckbox } from '@/ui/FormCheckbox';
import { FormField } from '@/ui/form';
import { formActionsStyle, mutedTextStyle } from '../shared/styles';

/** The form's submit button, busy while saving (a second press does nothing), and a way back. */
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
      <Button type="submit" variant="solid" loading={pending}>
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

/** A yes/no field of the form as the kit's Checkbox; `children` is its label. */
export function CheckboxField<Values extends FieldValues>({
  form,
  name,
  children,
}: {
  form: UseFormReturn<Values>;
  name: FieldPath<Values>;
  children: React.ReactNode;
}) {
  return (
    <FormCheckbox control={form.control} name={name}>
      {children}
    </FormCheckbox>
  );
}

interface ChoiceFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: FieldPath<Values>;
  label: string;
  className?: string;
}

/** A required field of the form whose kit control is not an input `register` can reach. */
function ControlledField<Values extends FieldValues>({
  form,
  name,
  label,
  className,
  render,
}: ChoiceFieldProps<Values> & {
  render: (field: ControllerRenderProps<Values, FieldPath<Values>>) => React.ReactElement;
}) {
  return (
    <FormField control={form.control} name={name} label={label} required className={className}>
      <Controller control={form.control} name={name} render={({ field }) => render(field)} />
    </FormField>
  );
}

/** A required choice of the form as the kit's Select; an empty value shows the placeholder. */
export function SelectField<Values extends FieldValues>({
  options,
  ...props
}: ChoiceFieldProps<Values> & { options: ListOption[] }) {
  return (
    <ControlledField
      {...props}
      render={(field) => (
        <Select
          name={field.name}
          ref={field.ref}
          value={field.value ? [String(field.value)] : []}
          onValueChange={([next]) => field.onChange(next ?? '')}
          onBlur={field.onBlur}
          options={options}
        />
      )}
    />
  );
}

/** An ISO date field of the form ('' when empty) as the kit's DatePicker. */
export function DateField<Values extends FieldValues>(props: ChoiceFieldProps<Values>) {
  return (
    <ControlledField
      {...props}
      render={(field) => (
        <DatePicker
          name={field.name}
          ref={field.ref}
          value={field.value ? String(field.value) : null}
          onValueChange={(next) => field.onChange(next ?? '')}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
