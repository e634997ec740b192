import { type Ref, useState } from 'react';
import { Input } from '@/ui/Input';
import { parseIds } from '../validate';

export interface IdsFieldProps {
  name: string;
  value: readonly number[] | string;
  /** The ids read, or the text as typed while a part of it is no id (the form says so). */
  onChange: (ids: number[] | string) => void;
  onBlur: () => void;
  /** The form's handle, so that a wrong list takes the focus. */
  ref?: Ref<HTMLInputElement>;
  /** A note of the field's own beside the Field's help. */
  describedBy?: string;
}

/**
 * A list of ids typed as text ('3, 12, 40'). The text is what the user typed, kept as it is while
 * typing (a trailing comma stays); the form holds the ids it reads. Inside the Field SectionForm
 * renders, which gives its label, help and messages.
 */
export function IdsField({ name, value, onChange, onBlur, ref, describedBy }: IdsFieldProps) {
  const [text, setText] = useState(() => (typeof value === 'string' ? value : value.join(', ')));
  return (
    <Input
      ref={ref}
      name={name}
      inputMode="numeric"
      aria-describedby={describedBy}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseIds(event.target.value) ?? event.target.value);
      }}
      onBlur={onBlur}
    />
  );
}
