import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageMeta } from '@/api/endpoint';
import { Pagination, pagingFromMeta, Skeleton, Table, type TableColumn } from '@/ui';
import { useLastPageIfPast } from '@/ui/use-last-page-if-past';
import { QueryErrorState } from './QueryErrorState';

export interface PagedTableProps<Row> {
  /** The query of one page of the list. */
  list: UseQueryResult<{ data: Row[]; meta: PageMeta }>;
  /** Names the table (hidden: the page title says it) and its rows. */
  caption: string;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** What the page shows when the list has nothing (an `EmptyState`, filtered or not). */
  empty: ReactNode;
  /** Names the pager ("Product pages"). */
  pagesLabel: string;
  /** Asks for another page, zero-based as the list's meta counts. */
  onPage: (page: number) => void;
  /** Above the table once it has rows (a count of them). */
  summary?: ReactNode;
  /** The height of the placeholder while the first page loads. */
  loadingHeight?: number;
}

/**
 * One page of an administration list as the kit Table with its Pagination, and what stands in its
 * place while it loads, when it fails (docs/product.md §8) and when it is empty.
 */
export function PagedTable<Row>({
  list,
  caption,
  columns,
  rowKey,
  empty,
  pagesLabel,
  onPage,
  summary,
  loadingHeight = 400,
}: PagedTableProps<Row>) {
  const past = useLastPageIfPast(list.data?.meta);
  if (list.isPending || past) return <Skeleton height={loadingHeight} />;
  if (list.isError) return <QueryErrorState error={list.error} onRetry={() => list.refetch()} />;
  if (list.data.data.length === 0) return empty;
  return (
    <>
      {summary}
      <Table caption={caption} hideCaption columns={columns} rows={list.data.data} rowKey={rowKey} />
      <Pagination label={pagesLabel} {...pagingFromMeta(list.data.meta, onPage)} />
    </>
  );
}
