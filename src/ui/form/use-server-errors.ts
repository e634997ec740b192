import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './server-errors';

export interface ServerErrorSubmit {
  /** The form's onSubmit: checks the schema, then saves. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The server's messages that no field of the form shows. */
  formErrors: string[];
}

/**
 * Submits a form and, when the save is refused, puts the server's field messages on their fields
 * (type 'server') and keeps the others for `FormErrors`. What the user typed stays in the form.
 * `onFailure` runs after the messages are placed: a toast, say, or it returns the line `FormErrors`
 * shows first (`failureSummary`, the login and sign-up pages).
 */
export function useServerErrorSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  fields: readonly FieldPath<Values>[],
  save: (values: Values) => Promise<unknown>,
  // What it returns, when a string, is shown: a toast's id returned by mistake would show as "toast-1".
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing (a toast shown) is one too.
  onFailure?: (error: unknown) => string | undefined | void,
): ServerErrorSubmit {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await save(values);
    } catch (error) {
      const unplaced = applyServerErrors(error, form.setError, fields);
      const summary = onFailure?.(error);
      setFormErrors(typeof summary === 'string' ? [summary, ...unplaced] : unplaced);
    }
  });
  return { onSubmit, formErrors };
}
