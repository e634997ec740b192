import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, type ReactNode, useId } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from './Icon';
import { Skeleton } from './Skeleton';
import { useWideLayout } from './use-wide-layout';

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
  /** As narrow as its content and never wrapped: pictures, icon buttons, dates. */
  fit?: boolean;
  /**
   * The column's place in the phone form (below `md`, each row is a card): the card's `title`, the
   * `aside` beside it (a key figure or status), its `actions`, or `hidden`. Unset: one of the card's
   * facts, labelled by `header` (or `cardLabel`). The phone form exists only when a column is the title.
   */
  card?: 'title' | 'aside' | 'actions' | 'hidden';
  /** The fact's label in a card when the header is visually hidden or not plain text. */
  cardLabel?: ReactNode;
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
  // A containing block for visually hidden header labels, so they scroll and clip with the table
  // instead of widening the page.
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  borderWidth: 'thin',
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
  borderBlockEndWidth: 'thin',
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
  _focusVisible: {
    outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)',
    outlineOffset: 'focusRingOffset',
  },
});
const alignments = {
  start: css({ textAlign: 'start' }),
  // End-aligned columns hold figures: equal-width digits keep them lined up.
  end: css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }),
  center: css({ textAlign: 'center' }),
};
const fitCell = css({ width: '1%', whiteSpace: 'nowrap' });
const emptyCell = css({ textAlign: 'center', color: 'fg.muted', paddingBlock: '8' });

const cardList = css({ display: 'grid', gap: '3', listStyle: 'none', margin: 0, padding: 0 });
const cardStyle = css({
  display: 'grid',
  gap: '3',
  minWidth: 0,
  padding: '4',
  bg: 'surface',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
  fontSize: 'sm',
});
const cardHead = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '3',
  minWidth: 0,
});
const cardTitle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minWidth: 0,
  fontSize: 'md',
  fontWeight: 'semibold',
  // Whole words wrap; a word wider than the card is the only one ever cut.
  overflowWrap: 'break-word',
});
const cardFacts = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '4',
  rowGap: '1.5',
  margin: 0,
  '& dt': { color: 'fg.muted' },
  '& dd': { margin: 0, overflowWrap: 'break-word' },
});
const cardActions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });
const cardCaption = css({ fontWeight: 'semibold', fontSize: 'md', margin: 0 });
const cardEmpty = css({
  textAlign: 'center',
  color: 'fg.muted',
  paddingBlock: '8',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
});

/** The props both forms render from, with the defaults filled in by `Table`. */
type Shown<Row> = TableProps<Row> & Required<Pick<TableProps<Row>, 'loading' | 'loadingRows' | 'empty'>>;

function nextSort(column: string, sort: TableSort | null | undefined): TableSort {
  if (sort?.column === column && sort.direction === 'ascending') return { column, direction: 'descending' };
  return { column, direction: 'ascending' };
}

/**
 * The phone form: one card per row (title, aside, facts as a description list, actions), so nothing is
 * squeezed and the page never scrolls sideways. The list is named by the caption.
 */
function TableCards<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  loading,
  loadingRows,
  empty,
  className,
}: Shown<Row>) {
  const captionId = useId();
  const title = columns.find((column) => column.card === 'title');
  const aside = columns.filter((column) => column.card === 'aside');
  const actions = columns.filter((column) => column.card === 'actions');
  const facts = columns.filter((column) => column.card === undefined);
  return (
    <div className={cx(css({ display: 'grid', gap: '3' }), className)}>
      <p id={captionId} className={cx(cardCaption, hideCaption && css({ srOnly: true }))}>
        {caption}
      </p>
      {!loading && rows.length === 0 ? (
        <p className={cardEmpty}>{empty}</p>
      ) : (
        <ul aria-labelledby={captionId} aria-busy={loading || undefined} className={cardList}>
          {loading
            ? Array.from({ length: loadingRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity.
                <li key={index} className={cardStyle}>
                  <Skeleton height={14} />
                  <Skeleton height={14} />
                </li>
              ))
            : rows.map((row) => (
                <li key={rowKey(row)} className={cardStyle}>
                  <div className={cardHead}>
                    <div className={cardTitle}>{title?.cell(row)}</div>
                    {aside.map((column) => (
                      <Fragment key={column.key}>{column.cell(row)}</Fragment>
                    ))}
                  </div>
                  {facts.length > 0 && (
                    <dl className={cardFacts}>
                      {facts.map((column) => (
                        <Fragment key={column.key}>
                          <dt>{column.cardLabel ?? column.header}</dt>
                          <dd>{column.cell(row)}</dd>
                        </Fragment>
                      ))}
                    </dl>
                  )}
                  {actions.length > 0 && (
                    <div className={cardActions}>
                      {actions.map((column) => (
                        <Fragment key={column.key}>{column.cell(row)}</Fragment>
                      ))}
                    </div>
                  )}
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A semantic table: caption, column headers with aria-sort, a loading state
 * (placeholder rows, aria-busy) and an empty row. When a column is the card title, below the `md`
 * breakpoint the rows are cards instead (only one of the two forms is in the page).
 */
export function Table<Row>({ loading = false, loadingRows = 3, empty, ...props }: TableProps<Row>) {
  const { t } = useTranslation();
  const wide = useWideLayout();
  const shown = { ...props, loading, loadingRows, empty: empty ?? t('Nothing to show.') };
  const phoneForm = props.columns.some((column) => column.card === 'title');
  return phoneForm && !wide ? <TableCards {...shown} /> : <WideTable {...shown} />;
}

function WideTable<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading,
  loadingRows,
  empty,
  className,
}: Shown<Row>) {
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
                  className={cx(
                    cellBase,
                    headCell,
                    alignments[column.align ?? 'start'],
                    column.fit && fitCell,
                  )}
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
                {empty}
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
                        column.fit && fitCell,
                        css({ fontWeight: 'medium' }),
                      )}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      className={cx(cellBase, alignments[column.align ?? 'start'], column.fit && fitCell)}
                    >
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
