import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

// The list's rule is a shadow inside it, under the selected tab's thicker line: a border that the tab
// overlapped with a negative margin made the list 1 px taller than its box, and where scrollbars take
// room (Firefox, Windows) it showed a vertical one.
const list = css({
  display: 'flex',
  gap: '1',
  boxShadow: 'inset 0 calc(token(borderWidths.thin) * -1) 0 token(colors.border)',
  overflowX: 'auto',
});
// On a phone the tabs share the list's width and a two-word label may take two lines, so that no
// tab is left beyond the edge where nothing says it is there; from `sm` up each is as wide as its label.
const trigger = css({
  flex: { base: '1 1 0', sm: 'none' },
  paddingInline: { base: '2', sm: '4' },
  paddingBlock: '2.5',
  fontWeight: 'semibold',
  color: 'fg.muted',
  bg: 'transparent',
  cursor: 'pointer',
  whiteSpace: { base: 'normal', sm: 'nowrap' },
  borderBlockEnd: 'token(borderWidths.thick) solid transparent',
  _hover: { color: 'fg' },
  '&[data-selected]': { color: 'primary', borderColor: 'primary' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

export interface TabItem {
  /** Identifies the tab (for `value`, `defaultValue` and `onValueChange`). */
  value: string;
  /** The tab's text: one or two words. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Shown, skipped by the arrow keys, cannot be selected. */
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selected tab, e.g. read from the URL. */
  value?: string;
  /** The tab selected first (default: the first item). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * Tabs with arrow-key navigation (mirrored in right-to-left) and Home/End.
 * Every panel stays mounted (hidden) so each tab's aria-controls points at a real element.
 * Stories: UI/Tabs.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <ArkTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
    >
      <ArkTabs.List className={list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={css({ paddingBlock: '4' })}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
