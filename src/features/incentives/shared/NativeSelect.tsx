import { Field } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { inputRecipe } from '@/ui';
import { useFieldDescribedBy } from '@/ui/use-field-aria';

const select = css({ appearance: 'auto', paddingInlineEnd: '2', cursor: 'pointer' });

/** A native select styled like the kit's inputs; inside a Field it takes the Field's id and aria. */
export function NativeSelect({
  className,
  'aria-describedby': describedBy,
  ...rest
}: ComponentProps<typeof Field.Select>) {
  const ariaDescribedBy = useFieldDescribedBy(describedBy);
  return (
    <Field.Select
      aria-describedby={ariaDescribedBy}
      className={cx(inputRecipe({}), select, className)}
      {...rest}
    />
  );
}
