import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from './Icon';
import { Skeleton } from './Skeleton';

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the header a button that sorts by this column. */
  sortable?: boolean;
  align?: 'start' | 'end' | 'center';
  /** Renders the cell as the row's header (th scope=row). */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** The table's name, shown above it (visually hidden with hideCaption). */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  loading?: boolean;
  /** Rows shown as placeholders while loading. */
  loadingRows?: number;
  /** Shown in a single row when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

const wrapper = css({
  width: '100%',
  overflowX: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
});
const table = css({ width: '100%', borderCollapse: 'collapse', fontSize: 'sm', bg: 'surface' });
const captionStyle = css({
  captionSide: 'top',
  textAlign: 'start',
  fontWeight: 'semibold',
  fontSize: 'md',
  padding: '3',
});
const cellBase = css({
  paddingInline: '3',
  paddingBlock: '2.5',
  borderBlockEndWidth: '1px',
  borderColor: 'border',
  verticalAlign: 'middle',
});
const headCell = css({ bg: 'muted', fontWeight: 'semibold', color: 'fg', whiteSpace: 'nowrap' });
const sortButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  font: 'inherit',
  color: 'inherit',
  bg: 'transparent',
  borderRadius: 'l1',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
});
const alignments = {
  start: css({ textAlign: 'start' }),
  end: css({ textAlign: 'end' }),
  center: css({ textAlign: 'center' }),
};
const emptyCell = css({ textAlign: 'center', color: 'fg.muted', paddingBlock: '8' });

function nextSort(column: string, sort: TableSort | null | undefined): TableSort {
  if (sort?.column === column && sort.direction === 'ascending') return { column, direction: 'descending' };
  return { column, direction: 'ascending' };
}

/**
 * A semantic table: caption, column headers with aria-sort, a loading state
 * (placeholder rows, aria-busy) and an empty row.
 */
export function Table<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  loadingRows = 3,
  empty,
  className,
}: TableProps<Row>) {
  const { t } = useTranslation();
  return (
    <div className={cx(wrapper, className)}>
      <table className={table} aria-busy={loading || undefined}>
        <caption className={cx(captionStyle, hideCaption && css({ srOnly: true }))}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.column === column.key ? sort.direction : undefined;
              const sortIcon =
                active === 'ascending' ? ArrowUp : active === 'descending' ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? (active ?? 'none') : undefined}
                  className={cx(cellBase, headCell, alignments[column.align ?? 'start'])}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className={sortButton}
                      onClick={() => onSortChange(nextSort(column.key, sort))}
                    >
                      {column.header}
                      <Icon icon={sortIcon} size={14} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: loadingRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.key} className={cellBase}>
                    <Skeleton height={14} />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={cx(cellBase, emptyCell)}>
                {empty ?? t('Nothing to show.')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      className={cx(
                        cellBase,
                        alignments[column.align ?? 'start'],
                        css({ fontWeight: 'medium' }),
                      )}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={cx(cellBase, alignments[column.align ?? 'start'])}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
