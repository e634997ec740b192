import type { KeyboardEvent, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { floatingSurface } from './floating-surface';

/** docs/product.md §9: dropdown menus are 140 to 300 px high and page by 5 items. */
export const MENU_MIN_HEIGHT = 140;
export const MENU_MAX_HEIGHT = 300;
export const PAGE_SIZE = 5;

export interface ListOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What Select and Combobox both take: the choices, the selection and the field's state. */
export interface ListFieldProps {
  /** The choices; a disabled option is shown but cannot be chosen. */
  options: ListOption[];
  /** Controlled selection: always an array, one value long unless `multiple`. */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Several choices at once. */
  multiple?: boolean;
  placeholder?: string;
  /** A visible label when the list is not inside a Field (which names it otherwise). */
  label?: ReactNode;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** The `inputRecipe` size variant (default md). */
  size?: 'sm' | 'md' | 'lg';
}

/** The open list of Select and Combobox: at most 300 px, never squeezed below 140 px (it flips instead). */
export const listContent = cx(
  floatingSurface,
  css({
    paddingBlock: '1',
    overflowY: 'auto',
    width: 'var(--reference-width)',
    maxHeight: `min(${MENU_MAX_HEIGHT}px, max(${MENU_MIN_HEIGHT}px, var(--available-height, ${MENU_MAX_HEIGHT}px)))`,
  }),
);

export const listItem = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  paddingInline: '3',
  paddingBlock: '2',
  cursor: 'pointer',
  userSelect: 'none',
  '&[data-highlighted]': { bg: 'primary.subtle' },
  '&[data-state=checked]': { fontWeight: 'semibold' },
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
});

/** The field around both lists: the root, a label when no Field names it, the control box, and the
 * buttons at the control's end (clear, open) in a box that lets clicks through to the control. */
export const listField = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' }),
  label: css({ fontWeight: 'semibold', fontSize: 'sm' }),
  control: css({ position: 'relative', width: '100%' }),
  adornments: css({
    position: 'absolute',
    insetBlock: '0',
    insetInlineEnd: '2',
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    pointerEvents: 'none',
    '& > *': { pointerEvents: 'auto' },
  }),
  /** The room a field keeps at its end for the adornments: the chevron alone, or a button and the chevron. */
  roomForChevron: css({ paddingInlineEnd: '10' }),
  roomForButtonAndChevron: css({ paddingInlineEnd: '16' }),
  button: css({
    display: 'grid',
    placeItems: 'center',
    width: '6',
    height: '6',
    borderRadius: 'l1',
    color: 'fg.muted',
    bg: 'transparent',
    cursor: 'pointer',
    _hover: { bg: 'muted', color: 'fg' },
    _focusVisible: { outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)' },
  }),
};

export const listEmpty = css({ paddingInline: '3', paddingBlock: '2', color: 'fg.muted' });

/** Positioning shared by both lists: flip when less than 140 px fit below. */
export const listPositioning = {
  sameWidth: true,
  gutter: 4,
  flip: true,
} as const;

/**
 * The props both Ark roots take alike: the selection (reported as the bare array), the field's
 * state, the positioning and the root's class. The rest of `ListFieldProps` each list renders itself.
 */
export function listRootProps({
  value,
  defaultValue,
  onValueChange,
  multiple = false,
  name,
  disabled,
  invalid,
}: ListFieldProps) {
  return {
    value,
    defaultValue,
    onValueChange: (details: { value: string[] }) => onValueChange?.(details.value),
    multiple,
    name,
    disabled,
    invalid,
    positioning: listPositioning,
    className: listField.root,
  };
}

/**
 * PageUp/PageDown move the highlight by five enabled items (zag has no paging
 * keys). Returns a keydown handler for the element that owns the keyboard
 * while the list is open (the listbox for Select, the input for Combobox).
 */
export function pagingKeyHandler(list: {
  open: boolean;
  highlightedValue: string | null;
  enabledValues: () => string[];
  setHighlightValue: (value: string) => void;
}) {
  return (event: KeyboardEvent) => {
    if (!list.open || (event.key !== 'PageDown' && event.key !== 'PageUp')) return;
    const values = list.enabledValues();
    if (values.length === 0) return;
    event.preventDefault();
    const current = list.highlightedValue === null ? -1 : values.indexOf(list.highlightedValue);
    const step = event.key === 'PageDown' ? PAGE_SIZE : -PAGE_SIZE;
    const start = current === -1 ? (step > 0 ? -1 : values.length) : current;
    const next = Math.min(values.length - 1, Math.max(0, start + step));
    list.setHighlightValue(values[next] as string);
  };
}
