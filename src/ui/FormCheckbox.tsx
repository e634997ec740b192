import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from './Checkbox';

export interface FormCheckboxProps<Values extends FieldValues> {
  control: Control<Values>;
  /** A yes/no field of the form. */
  name: FieldPath<Values>;
  /** Called after each tick or untick, to check the fields that depend on this one again. */
  onChanged?: () => void;
  /** The checkbox's label. */
  children: ReactNode;
}

/**
 * The kit's Checkbox bound to a yes/no field of a react-hook-form form (docs/forms.md). A tick is
 * the whole of the answer, so it also counts as leaving the field: its message shows or goes at once.
 * Put it in a `FormField` when it needs a label above it, help or a message. Kept out of the `@/ui`
 * barrel with the other form parts, so pages without a form do not load react-hook-form.
 */
export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  onChanged,
  children,
}: FormCheckboxProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onCheckedChange={(checked) => {
            field.onChange(checked);
            field.onBlur();
            onChanged?.();
          }}
        >
          {children}
        </Checkbox>
      )}
    />
  );
}
