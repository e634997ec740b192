import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const root = css({
  // The hidden input is placed inside it, at its top: focused, it is what a scrolling list brings into
  // view, with a line's height below it so that the whole line comes, not its first pixel.
  position: 'relative',
  '& > input': { scrollMarginBlockEnd: '6' },
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  cursor: 'pointer',
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
});
const control = css({
  display: 'inline-flex',
  alignItems: 'center',
  width: '10',
  height: '6',
  padding: '0.5',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'border.strong',
  transition: 'background-color 0.15s',
  '&[data-state=checked]': { bg: 'primary', _highContrast: { bg: 'Highlight', borderColor: 'Highlight' } },
  // Forced colours (a contrast theme) paint no backgrounds: the track is framed, and on, it and its
  // thumb take the theme's selection colours (docs/design-system.md, "The rules").
  _highContrast: { borderWidth: 'thin', borderStyle: 'solid', padding: '0' },
  '&[data-focus-visible]': {
    outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)',
    outlineOffset: 'focusRingOffset',
  },
});
const thumb = css({
  width: '5',
  height: '5',
  borderRadius: 'full',
  bg: 'white',
  boxShadow: 'sm',
  transition: 'translate 0.15s',
  // Logical: the thumb moves towards the inline end, so it mirrors in right-to-left.
  '&[data-state=checked]': {
    translate: 'token(sizes.4) 0',
    _rtl: { translate: 'calc(token(sizes.4) * -1) 0' },
    _highContrast: { bg: 'HighlightText' },
  },
  _highContrast: { bg: 'CanvasText' },
  _motionReduce: { transition: 'none' },
});

export interface SwitchProps {
  /** The label: the setting's name ("Shop enabled"), not an action. */
  children: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  defaultChecked?: boolean;
  /** Called with the new state as soon as it is toggled; save it then. */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

/**
 * An on/off setting that applies at once (e.g. a rule enabled, the leaderboard shown). Exposed
 * as `role="switch"`; the thumb moves towards the inline end, so it mirrors in right-to-left.
 * A choice saved with a form is a Checkbox. Stories: UI/Switch.
 */
export function Switch({ children, onCheckedChange, ...rest }: SwitchProps) {
  return (
    <ArkSwitch.Root
      className={root}
      onCheckedChange={(details) => onCheckedChange?.(details.checked)}
      {...rest}
    >
      <ArkSwitch.Control className={control}>
        <ArkSwitch.Thumb className={thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label>{children}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput role="switch" />
    </ArkSwitch.Root>
  );
}
