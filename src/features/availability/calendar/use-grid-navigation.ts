import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';

export interface GridPosition {
  row: number;
  col: number;
}

export interface GridNavigationOptions {
  rows: number;
  /** Index of the first row (the week grid counts rows by hour of the day). */
  firstRow?: number;
  cols: number;
  initial: GridPosition;
  /** Rows moved by Page Up / Page Down. */
  pageRows: number;
  /** Left/right past the row's edge continues on the previous/next row (month view days). */
  wrap?: boolean;
  onActivate: (position: GridPosition) => void;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * Roving focus over a grid's cells (WAI-ARIA grid pattern): one cell is in the
 * tab order, arrow keys move it (mirrored in right-to-left), Home/End go to
 * the row's ends, Page Up/Down jump, Enter or Space activates.
 */
export function useGridNavigation({
  rows,
  firstRow = 0,
  cols,
  initial,
  pageRows,
  wrap,
  onActivate,
}: GridNavigationOptions) {
  const { direction } = useTranslation();
  const gridRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<GridPosition>(initial);
  const clampToGrid = (position: GridPosition) => ({
    row: firstRow + clamp(position.row - firstRow, rows - 1),
    col: clamp(position.col, cols - 1),
  });
  const current = clampToGrid(active);

  const moveTo = (position: GridPosition) => {
    const next = clampToGrid(position);
    setActive(next);
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`);
    // Focusing leaves a partly visible cell where it is (the week scrolls sideways on a phone): show it
    // whole, clear of the sticky hour column (the scroll padding), with the least scrolling.
    cell?.focus({ preventScroll: true });
    cell?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const step = (deltaCol: number) => {
    const col = current.col + deltaCol;
    if (!wrap || (col >= 0 && col < cols)) return { row: current.row, col };
    const index = clamp((current.row - firstRow) * cols + col, rows * cols - 1);
    return { row: firstRow + Math.floor(index / cols), col: index % cols };
  };

  const targetFor = (key: string): GridPosition | undefined => {
    const forward = direction === 'rtl' ? -1 : 1;
    switch (key) {
      case 'ArrowUp':
        return { ...current, row: current.row - 1 };
      case 'ArrowDown':
        return { ...current, row: current.row + 1 };
      case 'ArrowRight':
        return step(forward);
      case 'ArrowLeft':
        return step(-forward);
      case 'Home':
        return { ...current, col: 0 };
      case 'End':
        return { ...current, col: cols - 1 };
      case 'PageUp':
        return { ...current, row: current.row - pageRows };
      case 'PageDown':
        return { ...current, row: current.row + pageRows };
      default:
        return undefined;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = targetFor(event.key);
    if (target) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate(current);
    }
  };

  // Table cells of a role="grid" table are grid cells; said explicitly for tools that ignore the context.
  const cellProps = (row: number, col: number) => ({
    role: 'gridcell' as const,
    'data-cell': `${row}:${col}`,
    tabIndex: row === current.row && col === current.col ? 0 : -1,
    onKeyDown,
    // The cell or a slot in it: the cell of what holds the focus is the grid's stop, so that a slot
    // moved here and deleted leaves the focus here, not on the cell the user came from.
    onFocus: () => setActive({ row, col }),
  });

  /**
   * Whether the buttons inside a cell (its slots, "+N more") are in the tab order: those of the
   * grid's one stop only, reached by Tab from it. Otherwise the first slot in the page came before
   * the stop, and each Tab went on to the next slot, never to a day.
   */
  const inTabOrder = (row: number, col: number) => row === current.row && col === current.col;

  return { gridRef, active: current, setActive, cellProps, inTabOrder, moveTo };
}
