import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  useFormState,
} from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Field, type FieldProps } from '../Field';

export type FormFieldProps<Values extends FieldValues> = Omit<FieldProps, 'error' | 'serverError'> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/**
 * A kit Field bound to one field of a react-hook-form form: its message comes from the form state.
 * A client message is a catalogue key (the schema's English text) and is translated here; a server
 * message arrives translated and is shown as it is (docs/forms.md).
 */
export function FormField<Values extends FieldValues>({ control, name, ...field }: FormFieldProps<Values>) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control, name });
  return <Field {...field} {...fieldMessageProps(get(errors, name), t)} />;
}

/** The Field props that show an error of react-hook-form's state. */
export function fieldMessageProps(
  error: FieldError | undefined,
  t: (text: string) => string,
): Pick<FieldProps, 'error' | 'serverError'> {
  if (!error?.message) return {};
  return error.type === 'server' ? { serverError: error.message } : { error: t(error.message) };
}
