import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from '@/api/zod-mini';

export type ZodFormOptions<Values extends FieldValues> = Omit<UseFormProps<Values>, 'resolver' | 'mode'>;

/**
 * Every form of the application: react-hook-form checking the contract's zod schema (docs/forms.md).
 * A field is checked when it loses focus and on submit, never before the user touched it; once it
 * shows a message, the message follows each keystroke so it goes as soon as the value is right.
 */
export function useZodForm<Values extends FieldValues>(
  // Any zod schema, of the classic build or of `zod/mini` (the login page's, to stay off the classic build).
  schema: z.core.$ZodType<Values, FieldValues>,
  options: ZodFormOptions<Values> = {},
): UseFormReturn<Values> {
  return useForm<Values>({
    ...options,
    // The schema's input and output are the same shape here (no transforms in form schemas).
    resolver: zodResolver(schema as z.core.$ZodType<Values, Values>) as UseFormProps<Values>['resolver'],
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
}
