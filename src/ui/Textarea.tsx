import { Field } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { inputRecipe } from './input-recipe';
import { typedTextStyle } from './typed-text';
import { useFieldDescribedBy } from './use-field-aria';

/** The native textarea's props; `rows` defaults to 4. */
export type TextareaProps = ComponentProps<typeof Field.Textarea>;

/**
 * Several lines of plain text, styled like Input (`inputRecipe` with `multiline`); inside a
 * Field it gets its id, aria-describedby, aria-invalid and required from the Field. Each line reads
 * in its own direction (`typedTextStyle`). Stories: UI/Textarea, UI/Field.
 */
export function Textarea({ className, rows = 4, 'aria-describedby': describedBy, ...rest }: TextareaProps) {
  const ariaDescribedBy = useFieldDescribedBy(describedBy);
  return (
    <Field.Textarea
      aria-describedby={ariaDescribedBy}
      rows={rows}
      className={cx(inputRecipe({ multiline: true }), typedTextStyle, className)}
      {...rest}
    />
  );
}
