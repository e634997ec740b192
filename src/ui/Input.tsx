import { Field } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { inputRecipe } from './input-recipe';
import { useFieldDescribedBy } from './use-field-aria';

export interface InputProps extends Omit<ComponentProps<typeof Field.Input>, 'size'> {
  /** Height and text size, the `inputRecipe` size variant (default md). */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A text input; inside a Field it gets its id, aria-describedby, aria-invalid and required from the Field.
 * Every other prop is the native input's. Stories: UI/Input, UI/Field.
 */
export function Input({ size, className, 'aria-describedby': describedBy, ...rest }: InputProps) {
  const ariaDescribedBy = useFieldDescribedBy(describedBy);
  return (
    <Field.Input
      aria-describedby={ariaDescribedBy}
      className={cx(inputRecipe({ size }), className)}
      {...rest}
    />
  );
}
