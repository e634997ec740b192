import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import {
  chooseOption,
  expectCurrentPage,
  incentivesGroup,
  neverResponds,
  respondWith,
  withNotices,
} from '../shared/story-helpers';
import { ShopPage } from './ShopPage';

const meta = {
  title: 'Incentives/Shop/ShopPage',
  component: ShopPage,
  decorators: [withNotices],
  parameters: storyParameters({
    router: { route: '/incentives', path: '/incentives' },
  }),
} satisfies Meta<typeof ShopPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      db.wallet.points = 1500;
      // The sold-out pin and the unaffordable sabbatical are the newest, so they are on the first page.
      for (const product of db.incentives.products.slice(1, 3)) product.created = '2026-11-01 09:00:00';
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rewards shop' })).toBeVisible();
    await expect(canvas.getByTestId('shop-banner')).toHaveStyle({ height: '240px' });
    await expect(await within(canvas.getByTestId('wallet-summary')).findByText('1,500 points')).toBeVisible();
    await expect(await canvas.findByText('29 products')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    // The cards start below the banner, the wallet and the search on a phone: their pictures wait.
    const pictures = canvas.getAllByRole('article').flatMap((card) => [...card.querySelectorAll('img')]);
    await expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) await expect(picture).toHaveAttribute('loading', 'lazy');
    await expectCurrentPage(canvasElement, 'Product pages', 'Page 1 of 2');
    // The edge cases of the catalogue are labelled on their cards.
    await expect(
      within(canvas.getByRole('article', { name: 'Limited edition enamel pin' })).getByText('Sold out'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Sabbatical month' })).getByText(
        /You need .* more points\./,
      ),
    ).toBeVisible();
  },
};

export const SearchAndSort: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('29 products');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'sticker');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: 'Sticker pack' })).toHaveAttribute('href', '/incentives/5');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search products' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await chooseOption(canvasElement, 'Sort by', 'Price: high to low');
    await waitFor(() =>
      expect(
        within(canvas.getAllByRole('article')[0] as HTMLElement).getByText('250,000 points'),
      ).toBeVisible(),
    );
  },
};

export const SecondPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectCurrentPage(canvasElement, 'Product pages', 'Page 1 of 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expectCurrentPage(canvasElement, 'Product pages', 'Page 2 of 2');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const NoSearchResults: Story = {
  parameters: storyParameters({ router: { route: '/incentives?search=zzzz', path: '/incentives' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products match “zzzz”' })).toBeVisible();
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

export const EmptyWallet: Story = {
  parameters: storyParameters({ scenario: 'emptyWallet' }),
  play: async ({ canvas }) => {
    await expect(
      await within(await canvas.findByTestId('wallet-summary')).findByText('0 points'),
    ).toBeVisible();
    const sticker = await canvas.findByRole('article', { name: 'Sticker pack' });
    await expect(within(sticker).getByText('You need 20 more points.')).toBeVisible();
  },
};

export const ShopClosed: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      db.incentives.shopSettings.enabled = false;
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The shop is closed' })).toBeVisible();
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: storyParameters({
    msw: {
      handlers: incentivesGroup(
        neverResponds('get', 'incentives/shop'),
        neverResponds('get', 'incentives/shop_info'),
      ),
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Loading products' })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'incentives/shop', 500)) },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Forbidden: Story = {
  parameters: storyParameters({ scenario: 'forbidden' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  },
};

export const LongTitles: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      for (const product of db.incentives.products.slice(0, 6)) {
        product.title = `${product.title} — an exceptionally long reward name that keeps going to test wrapping`;
      }
    },
  }),
  play: async ({ canvas }) => {
    const first = (await canvas.findAllByRole('article'))[0] as HTMLElement;
    await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The mock returns the shop's title in the story's language (fixtures/README.md).
    await expect(await canvas.findByRole('heading', { level: 1, name: 'متجر المكافآت' })).toBeVisible();
  },
};
