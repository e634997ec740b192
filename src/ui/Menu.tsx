import { Menu as ArkMenu, useMenuContext } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactElement, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { floatingSurface } from './floating-surface';
import { Icon } from './Icon';

/** docs/product.md §9 (Radix defaults). */
export const SUBMENU_OPEN_DELAY = 100;
export const TYPEAHEAD_RESET = 1000;

export type MenuEntry =
  | {
      type?: 'item';
      value: string;
      label: string;
      icon?: LucideIcon;
      disabled?: boolean;
      danger?: boolean;
      /**
       * An in-app path: the item is a link to it, which navigates itself (and opens in a new tab
       * with the browser's own keys and middle click, as any link does).
       */
      href?: string;
    }
  | { type: 'separator'; value: string }
  | { type: 'group'; value: string; label: string; items: MenuEntry[] }
  | { type: 'submenu'; value: string; label: string; icon?: LucideIcon; items: MenuEntry[] };

const content = cx(floatingSurface, css({ minWidth: '48', maxWidth: '80', paddingBlock: '1' }));
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  paddingInline: '3',
  paddingBlock: '2',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { bg: 'primary.subtle' },
  '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
});
const danger = css({ color: 'error' });
// A link item looks like the others.
const linkItem = css({ color: 'inherit', textDecoration: 'none' });
const separator = css({ borderBlockStartWidth: 'thin', borderColor: 'border', marginBlock: '1' });
const groupLabel = css({
  paddingInline: '3',
  paddingBlock: '1',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
});
const chevron = css({ marginInlineStart: 'auto', _rtl: { transform: 'scaleX(-1)' } });

/**
 * Typeahead with a 1000 ms reset (zag's own resets after 350 ms): typed
 * letters accumulate and highlight the next enabled item whose label starts
 * with them.
 */
function useTypeahead() {
  const menu = useMenuContext();
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      buffer.current = '';
    }, TYPEAHEAD_RESET);
    const repeated = buffer.current.length === 1 && event.key.toLowerCase() === buffer.current;
    buffer.current = repeated ? buffer.current : buffer.current + event.key.toLowerCase();
    const items = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(
        ':scope > [data-part=item], :scope > [data-part=item-group] > [data-part=item], :scope > [data-part=trigger-item]',
      ),
    ).filter((el) => !el.hasAttribute('data-disabled'));
    const current = items.findIndex((el) => el.getAttribute('data-value') === menu.highlightedValue);
    const ordered = [...items.slice(current + 1), ...items.slice(0, current + 1)];
    const startAt =
      repeated || buffer.current.length === 1
        ? ordered
        : [...items.slice(Math.max(current, 0)), ...items.slice(0, Math.max(current, 0))];
    const match = startAt.find((el) =>
      (el.textContent ?? '').trim().toLowerCase().startsWith(buffer.current),
    );
    const value = match?.getAttribute('data-value');
    if (value) {
      event.preventDefault();
      menu.setHighlightedValue(value);
    }
  };
}

function MenuContent({ entries, onSelect }: { entries: MenuEntry[]; onSelect: (value: string) => void }) {
  const onKeyDown = useTypeahead();
  return (
    <Portal>
      <ArkMenu.Positioner>
        <ArkMenu.Content className={content} onKeyDown={onKeyDown}>
          <Entries entries={entries} onSelect={onSelect} />
        </ArkMenu.Content>
      </ArkMenu.Positioner>
    </Portal>
  );
}

type NavigateDetails = Parameters<NonNullable<ArkMenu.RootProps['navigate']>>[0];

/**
 * Enter on a link item clicks the link as a pointer would, so it does what a click on it does: the
 * router's navigation, or a new tab with a modifier key. Zag's own click does not bubble, so the
 * router's link never hears it and the browser loads the whole page. After the menu has closed, as
 * zag's own.
 */
const followLink = ({ node, modifiers }: NavigateDetails) =>
  queueMicrotask(() =>
    node.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...modifiers })),
  );

/** Opens the submenu 100 ms after the pointer rests on its item (zag waits 200 ms). */
function SubmenuTrigger({ entry }: { entry: Extract<MenuEntry, { type: 'submenu' }> }) {
  const submenu = useMenuContext();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <ArkMenu.TriggerItem
      className={item}
      onPointerEnter={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => submenu.setOpen(true), SUBMENU_OPEN_DELAY);
      }}
      onPointerLeave={() => clearTimeout(timer.current)}
    >
      {entry.icon && <Icon icon={entry.icon} size={18} />}
      {entry.label}
      <Icon icon={ChevronRight} size={16} className={chevron} />
    </ArkMenu.TriggerItem>
  );
}

function Entries({ entries, onSelect }: { entries: MenuEntry[]; onSelect: (value: string) => void }) {
  return entries.map((entry) => {
    switch (entry.type) {
      case 'separator':
        return <ArkMenu.Separator key={entry.value} className={separator} />;
      case 'group':
        return (
          <ArkMenu.ItemGroup key={entry.value}>
            <ArkMenu.ItemGroupLabel className={groupLabel}>{entry.label}</ArkMenu.ItemGroupLabel>
            <Entries entries={entry.items} onSelect={onSelect} />
          </ArkMenu.ItemGroup>
        );
      case 'submenu':
        return (
          <ArkMenu.Root
            key={entry.value}
            positioning={{ placement: 'right-start', gutter: 2 }}
            typeahead={false}
            navigate={followLink}
            onSelect={(details) => onSelect(details.value)}
          >
            <SubmenuTrigger entry={entry} />
            <MenuContent entries={entry.items} onSelect={onSelect} />
          </ArkMenu.Root>
        );
      default: {
        const face = (
          <>
            {entry.icon && <Icon icon={entry.icon} size={18} />}
            {entry.label}
          </>
        );
        return (
          <ArkMenu.Item
            key={entry.value}
            value={entry.value}
            disabled={entry.disabled}
            className={cx(item, entry.danger && danger, entry.href !== undefined && linkItem)}
            asChild={entry.href !== undefined}
          >
            {entry.href === undefined ? face : <RouterLink to={entry.href}>{face}</RouterLink>}
          </ArkMenu.Item>
        );
      }
    }
  });
}

export interface MenuProps {
  /** The button that opens the menu (e.g. a Button or IconButton). */
  trigger: ReactElement;
  items: MenuEntry[];
  /** Called with the chosen item's value (a link item navigates itself, and is reported too). */
  onSelect?: (value: string) => void;
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';
  /** Open from its first render: a press on a stand-in button, made before the menu was loaded. */
  defaultOpen?: boolean;
}

/**
 * A dropdown menu of actions or links: arrow keys, Home/End, typeahead, Enter/Space to choose,
 * Escape to close, nested submenus.
 */
export function Menu({
  trigger,
  items,
  onSelect = () => {},
  placement = 'bottom-start',
  defaultOpen,
}: MenuProps) {
  return (
    <ArkMenu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement, gutter: 4 }}
      typeahead={false}
      navigate={followLink}
      onSelect={(details) => onSelect(details.value)}
    >
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <MenuContent entries={items} onSelect={onSelect} />
    </ArkMenu.Root>
  );
}
