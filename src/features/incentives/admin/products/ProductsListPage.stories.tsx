import { lostOnce } from '@mocks/lost-response';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import {
  chooseOption,
  expectCurrentPage,
  expectNoSidewaysScroll,
  expectToast,
  expectWholeWords,
  incentivesGroup,
  neverResponds,
  respondWith,
  withNotices,
} from '../../shared/story-helpers';
import { ProductsListPage } from './ProductsListPage';

const meta = {
  title: 'Incentives/Admin/ProductsListPage',
  component: ProductsListPage,
  decorators: [withNotices],
  parameters: storyParameters({
    role: 'administrator',
    router: { route: '/settings/incentives/products', path: '/settings/incentives/products' },
  }),
} satisfies Meta<typeof ProductsListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('30 products')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Products' });
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expectCurrentPage(canvasElement, 'Product pages', 'Page 1 of 2');
    await expect(canvas.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/settings/incentives/products/create',
    );
  },
};

/** 390 px wide: each product is a card with its actions in reach; the page never scrolls sideways. */
export const PhoneWidth: Story = {
  globals: phoneViewport,
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Products' });
    await expect(canvas.queryByRole('table', { name: 'Products' })).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    await expect(items).toHaveLength(25);
    const first = items[0] as HTMLElement;
    const remove = within(first).getByRole('button', { name: /^Delete / });
    await expect(within(first).getByRole('link', { name: /^Edit / })).toBeVisible();
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll();
    await expectWholeWords(canvasElement);
    await userEvent.click(remove);
    await expect(await screen.findByRole('alertdialog', { name: 'Delete this product?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const FilterUnpublished: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('30 products');
    await chooseOption(canvasElement, 'Status', 'Unpublished');
    await waitFor(() => expect(canvas.getByText('1 product')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Unreleased prototype gadget' })).toBeVisible();
  },
};

export const SearchWithoutResults: Story = {
  parameters: storyParameters({
    router: { route: '/settings/incentives/products?search=zzz', path: '/settings/incentives/products' },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No products match these filters' }),
    ).toBeVisible();
  },
};

export const DeleteWithConfirmation: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('30 products');
    const buttons = canvas.getAllByRole('button', { name: /^Delete / });
    const remove = canvas.getByRole('button', { name: 'Delete Sticker pack' });
    const next = buttons[buttons.indexOf(remove) + 1]?.getAttribute('aria-label');
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await expect(dialog).toHaveTextContent('“Sticker pack” will be removed from the shop.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('“Sticker pack” has been deleted.');
    await waitFor(() => expect(canvas.getByText('29 products')).toBeVisible());
    // The focus goes to the delete button that took the deleted one's place.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(next ?? ''));
    await expect(getMockDb().incentives.products.some((product) => product.title === 'Sticker pack')).toBe(
      false,
    );
  },
};

/** The product was deleted, then the response was lost: Delete again finds it gone and says it is deleted. */
export const DeleteAgainAfterTheResponseWasLost: Story = {
  tags: ['no-screenshot'],
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(lostOnce('delete', 'incentives/products/:id')) },
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('30 products');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Sticker pack' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Something went wrong, please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('“Sticker pack” has been deleted.');
    await waitFor(() => expect(canvas.getByText('29 products')).toBeVisible());
  },
};

export const CancelDelete: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await canvas.findByText('30 products');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Sticker pack' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(getMockDb().incentives.products).toHaveLength(30);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Sticker pack' })).toHaveFocus());
  },
};

export const NoProducts: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      db.incentives.products = [];
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(neverResponds('get', 'incentives/products')) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('skeleton')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'incentives/products', 500)) },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
  },
};

export const Forbidden: Story = {
  parameters: storyParameters({ role: 'learner' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'المنتجات' });
    await expect(table).toBeVisible();
    // An English title keeps its own direction: "Gym pass (one month)" would read "(Gym pass (one month".
    const title = within(table).getAllByRole('rowheader')[0]?.querySelector('a > *');
    await expect(title && getComputedStyle(title).direction).toBe('ltr');
  },
};
