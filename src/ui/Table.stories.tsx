import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { Badge } from './Badge';
import { Table, type TableColumn, type TableSort } from './Table';

interface Product {
  id: string;
  title: string;
  price: number;
  stock: number;
}

const products: Product[] = [
  { id: 'mug', title: 'Team mug', price: 250, stock: 12 },
  {
    id: 'hoodie',
    title: 'Hoodie with a very long product title that has to wrap inside its cell',
    price: 1200,
    stock: 0,
  },
  { id: 'book', title: 'Leadership book', price: 400, stock: 3 },
];

const columns: TableColumn<Product>[] = [
  { key: 'title', header: 'Title', cell: (row) => row.title, sortable: true, rowHeader: true },
  { key: 'price', header: 'Price', cell: (row) => `${row.price} points`, sortable: true, align: 'end' },
  {
    key: 'stock',
    header: 'Stock',
    cell: (row) => (row.stock > 0 ? row.stock : <Badge tone="error">Sold out</Badge>),
    align: 'end',
  },
];

function ProductsTable({
  rows = products,
  loading,
  onSortChange,
}: {
  rows?: Product[];
  loading?: boolean;
  onSortChange: (sort: TableSort) => void;
}) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const key = sort.column as 'title' | 'price';
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => (a[key] > b[key] ? factor : a[key] < b[key] ? -factor : 0));
  }, [rows, sort]);
  return (
    <Table
      caption="Products"
      columns={columns}
      rows={sorted}
      rowKey={(row) => row.id}
      sort={sort}
      loading={loading}
      empty="No products yet."
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
    />
  );
}

const meta = { title: 'UI/Table', component: ProductsTable, args: { onSortChange: fn() } } satisfies Meta<
  typeof ProductsTable
>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Sortable: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Products' });
    const title = canvas.getByRole('columnheader', { name: /Title/ });
    const price = canvas.getByRole('columnheader', { name: /Price/ });
    await expect(title).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'Stock' })).not.toHaveAttribute('aria-sort');

    within(price).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'ascending' });
    await waitFor(() => expect(price).toHaveAttribute('aria-sort', 'ascending'));
    await expect(firstColumn(table)[0]).toBe('Team mug');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(price).toHaveAttribute('aria-sort', 'descending'));
    await expect(firstColumn(table)[0]).toMatch(/^Hoodie/);
    await expect(title).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByText('Sold out')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Products' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('skeleton')).toHaveLength(9);
    await expect(canvas.queryByText('Team mug')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: 'No products yet.' });
    await expect(cell).toHaveAttribute('colspan', '3');
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('columnheader', { name: /Title/ });
    const stock = canvas.getByRole('columnheader', { name: 'Stock' });
    // The first column starts on the right.
    await expect(title.getBoundingClientRect().left).toBeGreaterThan(stock.getBoundingClientRect().left);
    await userEvent.click(within(title).getByRole('button'));
    await waitFor(() => expect(title).toHaveAttribute('aria-sort', 'ascending'));
  },
};
