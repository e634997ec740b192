// Kept out of the `@/ui` barrel so that pages without a form never load react-hook-form or zod.
export { FormCard, type FormCardProps } from './FormCard';
export { FormErrors } from './FormErrors';
export { FormField, type FormFieldProps, fieldMessageProps } from './FormField';
export { applyServerErrors, failureSummary, unplacedMessages } from './server-errors';
export { unsavedEdits } from './unsaved-edits';
export { type ServerErrorSubmit, useServerErrorSubmit } from './use-server-errors';
export { useZodForm, type ZodFormOptions } from './use-zod-form';
