import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * For `LeaveWithoutSaving`: the form differs from what it started from (or so does a value kept
 * beside it, `alsoChanged`), and no save is under way, so the navigation that follows a successful
 * save is not asked about. A form that stays on its page after a save resets to what it saved.
 */
export const unsavedEdits = <Values extends FieldValues>(
  form: UseFormReturn<Values>,
  alsoChanged = false,
): boolean => (form.formState.isDirty || alsoChanged) && !form.formState.isSubmitting;
