import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Icon } from './Icon';

const root = css({
  // The hidden input is placed inside it, at its top: focused, it is what a scrolling list brings into
  // view, with a line's height below it so that the whole line comes, not its first pixel.
  position: 'relative',
  '& > input': { scrollMarginBlockEnd: '6' },
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
});
const control = css({
  display: 'grid',
  placeItems: 'center',
  width: '5',
  height: '5',
  flexShrink: 0,
  borderWidth: 'thick',
  borderColor: 'border.strong',
  // A box at any roundness: the round corners of a rounder theme made it a circle, a radio button.
  borderRadius: 'min(token(radii.l1), token(radii.sm))',
  bg: 'surface',
  color: 'primary.fg',
  '&[data-state=checked], &[data-state=indeterminate]': { bg: 'primary', borderColor: 'primary' },
  '&[data-focus-visible]': {
    outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)',
    outlineOffset: 'focusRingOffset',
  },
  _invalid: { borderColor: 'error' },
});

export interface CheckboxProps {
  /** The label; clicking it toggles the box. */
  children: ReactNode;
  /** Controlled state; `indeterminate` for a "select all" box whose items are partly checked. */
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  /** Called with the new state (an indeterminate box becomes checked). */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /**
   * Not to be changed for now (while a change is saved), yet it keeps the focus, unlike `disabled`,
   * which takes the box out of the page's order and drops the focus of the person who just pressed it.
   */
  readOnly?: boolean;
  /** Shows the box in the error colour and sets aria-invalid. */
  invalid?: boolean;
  /** Form field name of the hidden native input. */
  name?: string;
  value?: string;
}

/**
 * A yes/no choice that is saved with its form (Ark UI Checkbox): Space toggles it, the
 * label is part of the target, and a hidden native input takes part in form submission.
 * A setting that applies at once is a Switch. Stories: UI/Checkbox.
 */
export function Checkbox({ children, onCheckedChange, ...rest }: CheckboxProps) {
  return (
    <ArkCheckbox.Root
      className={root}
      onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
      {...rest}
    >
      <ArkCheckbox.Control className={control}>
        <ArkCheckbox.Indicator>
          <Icon icon={Check} size={14} />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate>
          <Icon icon={Minus} size={14} />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label>{children}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  );
}
