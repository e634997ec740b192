import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { Badge } from './Badge';
import { Button } from './Button';
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
  {
    key: 'title',
    header: 'Title',
    cell: (row) => row.title,
    sortable: true,
    rowHeader: true,
    card: 'title',
  },
  { key: 'price', header: 'Price', cell: (row) => `${row.price} points`, sortable: true, align: 'end' },
  {
    key: 'stock',
    header: 'Stock',
    cell: (row) => (row.stock > 0 ? row.stock : <Badge tone="error">Sold out</Badge>),
    align: 'end',
  },
];

// In the phone stories each card also gets its actions.
const actionColumn: TableColumn<Product>[] = [
  {
    key: 'actions',
    header: <span className={css({ srOnly: true })}>Actions</span>,
    cell: (row) => (
      <Button size="sm" variant="outline">
        Edit {row.title.split(' ')[0]}
      </Button>
    ),
    align: 'end',
    card: 'actions',
  },
];

function ProductsTable({
  rows = products,
  loading,
  withActions,
  onSortChange,
}: {
  rows?: Product[];
  loading?: boolean;
  withActions?: boolean;
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
      columns={withActions ? [...columns, ...actionColumn] : columns}
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

const description =
  "A list of records: a caption that names it, column headers, sortable columns (`sort`, `onSortChange`), placeholder rows while `loading`, and an `empty` row. Below `md` each row becomes a card, laid out by the columns' `card` places (`title`, `aside`, `actions`, `hidden`).\n\n**Do**\n- use it for every list page, with a `Pagination` below it for a paged list;\n- give the column that names a record `card: 'title'` and `rowHeader`, so the phone form exists and each row is named;\n- say in `empty` what the user can do next.\n\n**Don't**\n- build a `<table>` for records in a feature;\n- use it for layout or for one record's facts (a description list is that).";

const meta = {
  title: 'UI/Table',
  component: ProductsTable,
  args: { onSortChange: fn() },
  tags: ['autodocs'],
  subcomponents: { Table },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof ProductsTable>;
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

export const PhoneCards: Story = {
  globals: phoneViewport,
  args: { withActions: true },
  play: async ({ canvas }) => {
    // Only the cards are in the page: no table hidden beside them.
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Products' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const mug = within(cards[0] as HTMLElement);
    await expect(mug.getByText('Team mug')).toBeVisible();
    // Facts are labelled by their column headers; the actions stay buttons.
    await expect(mug.getByText('Price')).toBeVisible();
    await expect(mug.getByText('250 points')).toBeVisible();
    await expect(mug.getByRole('button', { name: 'Edit Team' })).toBeVisible();
    await expect(within(cards[1] as HTMLElement).getByText('Sold out')).toBeVisible();
    // Nothing is wider than the screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneCardsLoading: Story = {
  globals: phoneViewport,
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Team mug')).not.toBeInTheDocument();
  },
};

export const PhoneCardsEmpty: Story = {
  globals: phoneViewport,
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const PhoneCardsRightToLeft: Story = {
  globals: phoneViewport,
  args: { withActions: true },
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const card = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    const label = card.getByText('Price');
    const value = card.getByText('250 points');
    // Labels start on the right, their values follow to the left.
    await expect(label.getBoundingClientRect().left).toBeGreaterThan(value.getBoundingClientRect().left);
  },
};
