import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import type { PageMeta } from '@/api/endpoint';
import { useTranslation } from '@/i18n';
import { Icon } from './Icon';

const root = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '1' });
const control = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  minWidth: '9',
  height: '9',
  paddingInline: '2',
  borderRadius: 'l2',
  borderWidth: 'thin',
  borderColor: 'transparent',
  bg: 'transparent',
  color: 'fg',
  fontWeight: 'medium',
  cursor: 'pointer',
  _hover: { _enabled: { bg: 'muted' } },
  _focusVisible: {
    outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)',
    outlineOffset: 'focusRingOffset',
  },
  _disabled: { opacity: 0.45, cursor: 'not-allowed' },
  // Hovered, the current page keeps its colours: the selector must outweigh the hover of any page.
  '&[data-selected]': { bg: 'primary', color: 'primary.fg', _hover: { _enabled: { bg: 'primary' } } },
});
const ellipsis = css({ minWidth: '9', textAlign: 'center', color: 'fg.muted' });
// On a phone, a long pager keeps the first, current and last pages: with their neighbours, three-digit
// numbers ran onto a second row at 320 px.
const neighbour = css({ hideBelow: 'sm' });
// Arrows point in the reading direction: "previous" points right in right-to-left.
const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } });

export interface PaginationProps {
  /** One-based current page (controlled). */
  page: number;
  /** Number of pages; or give `count` and `pageSize`. */
  totalPages?: number;
  count?: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Products pages'. */
  label: string;
  /** Pages shown on each side of the current one before an ellipsis. */
  siblingCount?: number;
}

/**
 * The paging props of a list response's meta, whose page index is zero-based (docs/product.md §3):
 * `onPage` receives the zero-based index to ask for next.
 */
export const pagingFromMeta = (
  meta: PageMeta,
  onPage: (page: number) => void,
): Pick<PaginationProps, 'page' | 'totalPages' | 'onPageChange'> => ({
  page: meta.page + 1,
  totalPages: meta.totalPages,
  onPageChange: (page) => onPage(page - 1),
});

/**
 * Page numbers with previous/next, as a navigation landmark. The current page
 * has aria-current; every button is named ("Page 3 of 12", "Next page").
 */
export function Pagination({
  page,
  totalPages,
  count,
  pageSize,
  onPageChange,
  label,
  siblingCount = 1,
}: PaginationProps) {
  const { t, formatNumber } = useTranslation();
  const pressed = useRef<HTMLButtonElement | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it looks once the page shown has changed
  useEffect(() => {
    const trigger = pressed.current;
    pressed.current = null;
    const root = rootRef.current;
    if (!trigger || !root) return;
    // Previous or next, pressed onto the first or last page, is disabled under the focus: the focus
    // goes to the page it showed, so a keyboard user goes on from there, not from the document's start.
    if (trigger.disabled) root.querySelector<HTMLElement>('[aria-current=page]')?.focus();
    // The new page is read from its start: the list's region (or the page's main content) comes
    // into view when it begins above the screen, as the pager under a long list leaves it. The focus
    // goes with it, else it would stay on a pager now out of sight: Tab goes on to the first item, and
    // a screen reader names the region.
    const list = root.closest<HTMLElement>('section, [role=tabpanel], main');
    if (!list || list.getBoundingClientRect().top >= 0) return;
    list.scrollIntoView({ block: 'start' });
    if (!list.hasAttribute('tabindex')) list.tabIndex = -1;
    list.focus({ preventScroll: true });
  }, [page]);
  const keep = (event: { currentTarget: HTMLButtonElement }) => {
    pressed.current = event.currentTarget;
  };
  const total = count ?? totalPages ?? 0;
  const size = count === undefined ? 1 : (pageSize ?? 10);
  if (Math.ceil(total / size) <= 1) return null;
  return (
    <ArkPagination.Root
      page={page}
      count={total}
      pageSize={size}
      siblingCount={siblingCount}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: label,
        prevTriggerLabel: t('Previous page'),
        nextTriggerLabel: t('Next page'),
        itemLabel: (details) =>
          t('Page @page of @total', {
            '@page': formatNumber(details.page),
            '@total': formatNumber(details.totalPages),
          }),
      }}
      className={root}
      ref={rootRef}
    >
      <ArkPagination.PrevTrigger className={control} onClick={keep}>
        <Icon icon={ChevronLeft} size={18} className={mirrored} />
      </ArkPagination.PrevTrigger>
      <ArkPagination.Context>
        {(pagination) => {
          const long = pagination.pages.some((item) => item.type === 'ellipsis');
          const neighbourOf = (value: number) =>
            long && value !== page && value !== 1 && value !== pagination.totalPages;
          return pagination.pages.map((item, index) =>
            item.type === 'page' ? (
              <ArkPagination.Item
                key={item.value}
                {...item}
                className={neighbourOf(item.value) ? `${control} ${neighbour}` : control}
                onClick={keep}
              >
                {formatNumber(item.value)}
              </ArkPagination.Item>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity but their place.
              <ArkPagination.Ellipsis key={`ellipsis-${index}`} index={index} className={ellipsis}>
                …
              </ArkPagination.Ellipsis>
            ),
          );
        }}
      </ArkPagination.Context>
      <ArkPagination.NextTrigger className={control} onClick={keep}>
        <Icon icon={ChevronRight} size={18} className={mirrored} />
      </ArkPagination.NextTrigger>
    </ArkPagination.Root>
  );
}
