import { Field } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { inputRecipe } from './input-recipe';
import { typedTextStyle } from './typed-text';
import { useFieldDescribedBy } from './use-field-aria';

export interface InputProps extends Omit<ComponentProps<typeof Field.Input>, 'size'> {
  /** Height and text size, the `inputRecipe` size variant (default md). */
  size?: 'sm' | 'md' | 'lg';
}

/** The types of input that hold words, which read in their own direction (`typedTextStyle`). */
const WORDS = new Set([undefined, 'text', 'search', 'email', 'url']);

/**
 * A text input; inside a Field it gets its id, aria-describedby, aria-invalid and required from the Field.
 * Words typed into it read in their own direction; numbers (`inputMode="numeric"`, `type="number"`)
 * follow the page. Every other prop is the native input's. Stories: UI/Input, UI/Field.
 */
export function Input({ size, className, 'aria-describedby': describedBy, ...rest }: InputProps) {
  const ariaDescribedBy = useFieldDescribedBy(describedBy);
  const words = WORDS.has(rest.type) && rest.inputMode !== 'numeric' && rest.inputMode !== 'decimal';
  return (
    <Field.Input
      aria-describedby={ariaDescribedBy}
      className={cx(inputRecipe({ size }), words && typedTextStyle, className)}
      {...rest}
    />
  );
}
