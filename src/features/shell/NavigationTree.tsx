import {
  CalendarDays,
  ChevronDown,
  Circle,
  Gift,
  GraduationCap,
  LayoutDashboard,
  Library,
  type LucideIcon,
  Search,
  Settings,
  Trophy,
  Users,
} from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { css, cx } from 'styled-system/css';
import type { NavigationItem } from '@/api/navigation';
import { isSameOriginPath, safeHref } from '@/lib/url';
import { Icon } from '@/ui/Icon';

// The icons the navigation API names; anything else gets a neutral dot.
const ICONS: Record<string, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  library: Library,
  gift: Gift,
  'calendar-days': CalendarDays,
  'graduation-cap': GraduationCap,
  settings: Settings,
  search: Search,
  trophy: Trophy,
  users: Users,
};

const list = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
const nested = css({ paddingInlineStart: '7' });
const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: '100%',
  minHeight: '10',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'l2',
  color: 'inherit',
  textDecoration: 'none',
  textAlign: 'start',
  fontSize: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  _hover: { bg: 'sidebar.hover' },
  '&[aria-current=page]': { bg: 'primary', color: 'primary.fg', fontWeight: 'semibold' },
});
const label = css({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
const chevron = css({
  transition: 'transform 0.15s',
  '[aria-expanded=false] > &': { transform: 'rotate(-90deg)' },
  _rtl: { '[aria-expanded=false] > &': { transform: 'rotate(90deg)' } },
});

const isWithin = (pathname: string, url: string) =>
  isSameOriginPath(url) && (pathname === url || pathname.startsWith(`${url.replace(/\/$/, '')}/`));
const containsCurrent = (item: NavigationItem, pathname: string): boolean =>
  isWithin(pathname, item.url) || item.children.some((child) => containsCurrent(child, pathname));

function ItemIcon({ item }: { item: NavigationItem }) {
  if (item.icon === undefined || item.icon === null) return null;
  // Only the map's own names: an icon named like an object's property (`__proto__`) is unknown too.
  return <Icon icon={(Object.hasOwn(ICONS, item.icon) ? ICONS[item.icon] : undefined) ?? Circle} size={18} />;
}

function Group({ item, onNavigate }: { item: NavigationItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const id = useId();
  // Until someone opens or closes it, a group is open exactly when it holds the current page,
  // also after a redirect (a guard sending /storefront to /not-found).
  const [chosen, setOpen] = useState<boolean>();
  const open = chosen ?? containsCurrent(item, pathname);
  return (
    <li>
      <button
        type="button"
        className={row}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <ItemIcon item={item} />
        <span className={label}>{item.title}</span>
        <Icon icon={ChevronDown} size={16} className={chevron} />
      </button>
      <ul id={id} className={cx(list, nested)} hidden={!open}>
        {item.children.map((child) => (
          <Item key={child.id} item={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

function Item({ item, onNavigate }: { item: NavigationItem; onNavigate?: () => void }) {
  if (item.children.length > 0) return <Group item={item} onNavigate={onNavigate} />;
  const content = (
    <>
      <ItemIcon item={item} />
      <span className={label}>{item.title}</span>
    </>
  );
  return (
    <li>
      {isSameOriginPath(item.url) ? (
        <NavLink to={item.url} end className={row} onClick={onNavigate}>
          {content}
        </NavLink>
      ) : (
        <a href={safeHref(item.url)} className={row} rel="noopener noreferrer">
          {content}
        </a>
      )}
    </li>
  );
}

/** docs/product.md §2: the navigation tree, with the current item marked and collapsible groups. */
export function NavigationTree({ items, onNavigate }: { items: NavigationItem[]; onNavigate?: () => void }) {
  return (
    <ul className={list}>
      {items.map((item) => (
        <Item key={item.id} item={item} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
