import { type Ref, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { Input } from '@/ui/Input';
import { parseIds } from '../validate';

const noteStyle = css({ fontSize: 'sm', color: 'fg.muted', margin: 0 });

export interface IdsFieldProps {
  name: string;
  value: readonly number[] | string;
  /** The ids read, or the text as typed while a part of it is no id (the form says so). */
  onChange: (ids: number[] | string) => void;
  onBlur: () => void;
  /** The form's handle, so that a wrong list takes the focus. */
  ref?: Ref<HTMLInputElement>;
  /** A note of the field's own under it, beside the Field's help (why ids are typed here). */
  note?: string;
}

/**
 * A list of ids typed as text ('3, 12, 40'). The text is what the user typed, kept as it is while
 * typing (a trailing comma stays); the form holds the ids it reads. Inside the Field SectionForm
 * renders, which gives its label, help and messages.
 */
export function IdsField({ name, value, onChange, onBlur, ref, note }: IdsFieldProps) {
  const [text, setText] = useState(() => (typeof value === 'string' ? value : value.join(', ')));
  const noteId = useId();
  const input = (
    <Input
      ref={ref}
      name={name}
      inputMode="numeric"
      aria-describedby={note ? noteId : undefined}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseIds(event.target.value) ?? event.target.value);
      }}
      onBlur={onBlur}
    />
  );
  if (!note) return input;
  return (
    <>
      {input}
      <p id={noteId} className={noteStyle}>
        {note}
      </p>
    </>
  );
}
