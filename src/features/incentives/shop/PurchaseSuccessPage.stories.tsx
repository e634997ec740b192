import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { expectNotFoundPage, incentivesGroup, respondWith } from '../shared/story-helpers';
import { PurchaseSuccessPage } from './PurchaseSuccessPage';

const meta = {
  title: 'Incentives/Shop/PurchaseSuccessPage',
  component: PurchaseSuccessPage,
  parameters: storyParameters({}),
} satisfies Meta<typeof PurchaseSuccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The receipt's page for transaction `id`: hoodies bought by user `uid`, recorded in the mock. */
const hoodiesBought = ({ id, uid, quantity }: { id: number; uid: number; quantity: number }) =>
  storyParameters({
    router: { route: `/incentives/purchase-success?transaction=${id}`, path: '/incentives/purchase-success' },
    mockDb: (db) => {
      db.incentives.transactions.push({
        id,
        user: { uid, full_name: 'Learner', avatar: null },
        type: 'spent',
        points: -60 * quantity,
        balance_after: 880,
        created: '2026-11-02 09:30:01',
        reason: 'Shop purchase: Hoodie',
        reference: { kind: 'order', id: null, label: 'Hoodie' },
        fulfilment: 'pending',
        products: [{ id: 7, title: 'Hoodie', quantity, price: 60 }],
      });
    },
  });

export const AfterReload: Story = {
  parameters: hoodiesBought({ id: 9999, uid: 2, quantity: 2 }),
  play: async ({ canvas }) => {
    await expect((await canvas.findByText('Hoodie')).parentElement).toHaveTextContent('2 × Hoodie');
    await expect(canvas.getByTestId('receipt-summary')).toHaveTextContent(
      'You spent 120 points. You now have 880 points.',
    );
    await expect(canvas.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/incentives',
    );
  },
};

/** An address no purchase led to (typed, or a bookmark without its order) thanks nobody. */
export const WithoutReceipt: Story = {
  parameters: storyParameters({
    router: { route: '/incentives/purchase-success', path: '/incentives/purchase-success' },
  }),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
  },
};

/** A transaction that is someone else's, or no purchase, is no receipt of this user's either. */
export const NotAPurchaseOfTheirs: Story = {
  tags: ['no-screenshot'],
  // Bought by the administrator, uid 1.
  parameters: hoodiesBought({ id: 9998, uid: 1, quantity: 1 }),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
    await expect(within(canvasElement).queryByText('Hoodie')).not.toBeInTheDocument();
  },
};

/** After a reload, a receipt the server cannot give right now says so, with a retry. */
export const ReceiptNotLoaded: Story = {
  tags: ['no-screenshot'],
  parameters: storyParameters({
    router: { route: '/incentives/purchase-success?transaction=9999', path: '/incentives/purchase-success' },
    msw: { handlers: incentivesGroup(respondWith('get', 'incentives/transactions/:id', 503)) },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByTestId('receipt-summary')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  ...AfterReload,
  parameters: { ...AfterReload.parameters, locale: 'ar' },
  play: async ({ canvas }) => {
    await expect((await canvas.findByText('Hoodie')).parentElement).toHaveTextContent('2 × Hoodie');
  },
};
