import { Field } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { inputRecipe } from './input-recipe';
import { useFieldDescribedBy } from './use-field-aria';

export type TextareaProps = ComponentProps<typeof Field.Textarea>;

export function Textarea({ className, rows = 4, 'aria-describedby': describedBy, ...rest }: TextareaProps) {
  const ariaDescribedBy = useFieldDescribedBy(describedBy);
  return (
    <Field.Textarea
      aria-describedby={ariaDescribedBy}
      rows={rows}
      className={cx(inputRecipe({ multiline: true }), className)}
      {...rest}
    />
  );
}
