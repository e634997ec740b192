import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import {
  expectNotFoundPage,
  incentivesGroup,
  neverResponds,
  respondWith,
  withNotices,
} from '../shared/story-helpers';
import { ProductDetailsPage } from './ProductDetailsPage';

const at = (id: string) => ({ route: `/incentives/${id}`, path: '/incentives/:productId' });

const meta = {
  title: 'Incentives/Shop/ProductDetailsPage',
  component: ProductDetailsPage,
  decorators: [withNotices],
  parameters: storyParameters({
    router: at('6'),
    mockDb: (db) => {
      db.wallet.points = 1000;
    },
  }),
} satisfies Meta<typeof ProductDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reusable tote bag' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Reusable tote bag \| /));
    await expect(canvas.getByRole('link', { name: 'Incentives' })).toHaveAttribute('href', '/incentives');
    await expect(canvas.getByText('60 points')).toBeVisible();
    await expect(canvas.getByText('2 left')).toBeVisible();
    // Offered once the wallet says the user can afford it.
    await expect(await canvas.findByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      '/incentives/6/purchase',
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Description' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

export const SoldOut: Story = {
  parameters: storyParameters({ router: at('2') }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Limited edition enamel pin' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sold out');
    await expect(canvas.queryByRole('link', { name: 'Buy now' })).not.toBeInTheDocument();
  },
};

export const InsufficientPoints: Story = {
  parameters: storyParameters({ router: at('3') }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sabbatical month' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('You need 249,000 more points.');
    await expect(canvas.queryByRole('link', { name: 'Buy now' })).not.toBeInTheDocument();
  },
};

export const PurchaseLimitReached: Story = {
  parameters: storyParameters({
    router: at('5'),
    mockDb: (db) => {
      db.wallet.points = 1000;
      db.incentives.transactions.push({
        id: 9999,
        user: { uid: 2, full_name: 'Learner', avatar: null },
        type: 'spent',
        points: -20,
        balance_after: 1000,
        created: '2026-11-01 10:00:00',
        reason: 'Shop purchase: Sticker pack',
        reference: { kind: 'order', id: null, label: 'Sticker pack' },
        fulfilment: 'fulfilled',
        products: [{ id: 5, title: 'Sticker pack', quantity: 1, price: 20 }],
      });
    },
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sticker pack' });
    await expect(canvas.getByText('1 of 1 bought')).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You have reached the limit of 1 purchase.',
    );
  },
};

export const LongTitle: Story = {
  parameters: storyParameters({ router: at('1') }),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: /^Weekend retreat in the mountains/,
    });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

export const NonNumericId: Story = {
  parameters: storyParameters({ router: at('tote-bag') }),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
  },
};

export const NotFound: Story = {
  parameters: storyParameters({ router: at('4') }),
  play: async ({ canvasElement }) => {
    // Unpublished products do not exist for learners.
    await expectNotFoundPage(canvasElement);
  },
};

export const Loading: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(neverResponds('get', 'incentives/shop/:id')) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('skeleton').length).toBeGreaterThan(1);
  },
};

export const ServerError: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'incentives/shop/:id', 500)) },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
  },
};

export const Forbidden: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'incentives/shop/:id', 403)) },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    // The mock returns the product in the story's language (fixtures/README.md).
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'حقيبة قماشية قابلة لإعادة الاستخدام' }),
    ).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
