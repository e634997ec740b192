import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { type ReactNode, type Ref, useId, useImperativeHandle, useRef } from 'react';
import { css } from 'styled-system/css';
import { fieldErrorText } from './Field';
import { useHeldWhilePressed } from './use-held-while-pressed';

const root = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const groupLabel = css({ fontWeight: 'semibold', fontSize: 'sm' });
const items = css({
  display: 'flex',
  gap: '3',
  '&[data-orientation=vertical]': { flexDirection: 'column' },
  '&[data-orientation=horizontal]': { flexWrap: 'wrap', columnGap: '6' },
});
const item = css({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: '2',
  cursor: 'pointer',
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
});
const control = css({
  flexShrink: 0,
  width: '5',
  height: '5',
  marginBlockStart: '0.5',
  borderRadius: 'full',
  borderWidth: 'thick',
  borderColor: 'border.strong',
  bg: 'surface',
  '&[data-state=checked]': { borderColor: 'primary', borderWidth: 'radioDot' },
  '&[data-focus-visible]': {
    outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)',
    outlineOffset: 'focusRingOffset',
  },
  _invalid: { borderColor: 'error' },
});
const description = css({ display: 'block', fontSize: 'sm', color: 'fg.muted' });

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second, muted line under the label. */
  description?: ReactNode;
  /** Shown, skipped by the arrow keys, cannot be chosen. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible name. */
  label: ReactNode;
  /** Two to five choices; a longer list is a Select or a Combobox. */
  options: RadioOption[];
  /** Controlled choice; null for none. */
  value?: string | null;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  /** Vertical by default; horizontal only for two or three short options. */
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  /** The group's error message, shown under it and read with it; the group is then invalid. */
  error?: string | null;
  /** For a form to focus the group (react-hook-form's `field.ref`): its choice, else its first. */
  ref?: Ref<{ focus: () => void }>;
  /** Once the focus has left the group. */
  onBlur?: () => void;
}

/**
 * One choice among a few: arrow keys move and select (mirrored in right-to-left), Tab leaves the group.
 * Stories: UI/RadioGroup.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  orientation = 'vertical',
  disabled,
  invalid,
  required,
  error: givenError,
  ref,
  onBlur,
}: RadioGroupProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // As a Field's: a message that comes while the mouse is pressed waits for the release.
  const error = useHeldWhilePressed(givenError ?? '');
  const errorId = useId();
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        const radios = rootRef.current?.querySelectorAll<HTMLInputElement>(
          'input[type=radio]:not(:disabled)',
        );
        const choice = [...(radios ?? [])].find((radio) => radio.checked) ?? radios?.[0];
        choice?.focus();
      },
    }),
    [],
  );
  return (
    <ArkRadioGroup.Root
      ref={rootRef}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => details.value !== null && onValueChange?.(details.value)}
      name={name}
      orientation={orientation}
      disabled={disabled}
      invalid={invalid || Boolean(error)}
      required={required}
      aria-describedby={error ? errorId : undefined}
      className={root}
    >
      <ArkRadioGroup.Label className={groupLabel}>{label}</ArkRadioGroup.Label>
      <div className={items} data-orientation={orientation}>
        {options.map((option) => (
          <ArkRadioGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={item}
          >
            <ArkRadioGroup.ItemControl className={control} />
            <ArkRadioGroup.ItemText>
              {option.label}
              {option.description && <span className={description}>{option.description}</span>}
            </ArkRadioGroup.ItemText>
            <ArkRadioGroup.ItemHiddenInput />
          </ArkRadioGroup.Item>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldErrorText} aria-live="polite">
          {error}
        </p>
      )}
    </ArkRadioGroup.Root>
  );
}
