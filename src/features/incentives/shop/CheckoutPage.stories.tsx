import { walletHandlers } from '@mocks/handlers/wallet';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { findEnabledButton } from '@/testing/page-helpers';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { StoryRoutes } from '../shared/StoryRoutes';
import {
  fieldErrors,
  incentivesGroup,
  neverResponds,
  respondWith,
  withNotices,
} from '../shared/story-helpers';
import { PointsBadge } from '../wallet/PointsBadge';
import { CheckoutPage } from './CheckoutPage';
import { PurchaseSuccessPage } from './PurchaseSuccessPage';

/** The checkout with the header's points badge, and the success page it leads to. */
function CheckoutFlow() {
  return (
    <>
      <PointsBadge linkToShop />
      <StoryRoutes
        pages={{
          '/incentives/:productId/purchase': CheckoutPage,
          '/incentives/purchase-success': PurchaseSuccessPage,
        }}
      />
    </>
  );
}

const at = (id: string) => ({ route: `/incentives/${id}/purchase`, path: '*' });
const TOTE_BAG = 6;
/** The wallet's handlers (a group before the incentives one) with some calls responded to differently. */
const walletGroup = (...overrides: RequestHandler[]) => ({
  wallet: [...overrides, ...walletHandlers(getMockDb)],
});
const spentBy = (uid: number) =>
  getMockDb().incentives.transactions.filter((item) => item.user.uid === uid && item.type === 'spent');

const meta = {
  title: 'Incentives/Shop/CheckoutPage',
  component: CheckoutFlow,
  decorators: [withNotices],
  parameters: storyParameters({
    router: at(String(TOTE_BAG)),
    mockDb: (db) => {
      db.wallet.points = 1000;
    },
  }),
} satisfies Meta<typeof CheckoutFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * After a refusal the button comes back, and may keep the focus the click gave it; whether the
 * browser then shows a focus ring depends on the last input anywhere in the run. The picture
 * shows the page as it waits for the next try, without focus.
 */
async function readyToTryAgain(canvasElement: HTMLElement) {
  const button = await findEnabledButton(canvasElement, 'Confirm purchase');
  button.blur();
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Reusable tote bag' })).toBeVisible();
    await expect(canvas.getByTestId('points-before')).toHaveTextContent('1,000 points');
    await expect(canvas.getByTestId('points-after')).toHaveTextContent('940 points');
    await expect(canvas.getByRole('button', { name: 'Confirm purchase' })).toBeEnabled();
  },
};

export const DoubleClickChargesOnce: Story = {
  parameters: storyParameters({
    msw: {
      handlers: incentivesGroup(
        // A slow server: the second click lands while the first purchase is still pending.
        http.post('*/api/v2/incentives/shop_checkout', async () => {
          await delay(400);
        }),
      ),
    },
  }),
  play: async ({ canvas }) => {
    const before = spentBy(2).length;
    const confirm = await canvas.findByRole('button', { name: 'Confirm purchase' });
    await userEvent.dblClick(confirm);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Thank you for your purchase' },
        { timeout: 4000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('receipt-summary')).toHaveTextContent(
      'You spent 60 points. You now have 940 points.',
    );
    // One order, one charge: the server saw a single checkout.
    await expect(spentBy(2).length).toBe(before + 1);
    await expect(getMockDb().wallet.points).toBe(940);
    await expect(getMockDb().incentives.products.find((item) => item.id === TOTE_BAG)?.stock).toBe(1);
    // The header badge follows the wallet at once.
    await waitFor(() => expect(canvas.getByTestId('points-badge')).toHaveTextContent('940 points'));
  },
};

export const Pending: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(neverResponds('post', 'incentives/shop_checkout')) },
  }),
  play: async ({ canvas }) => {
    const confirm = await canvas.findByRole('button', { name: 'Confirm purchase' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    // Busy, not disabled: a second press does nothing, and the focus stays on it.
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveFocus();
  },
};

export const InsufficientPoints: Story = {
  parameters: storyParameters({ router: at('3') }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Sabbatical month' });
    await expect(canvas.getByTestId('points-after')).toHaveTextContent('Not enough points');
    await expect(canvas.getByRole('status')).toHaveTextContent('You need 249,000 more points.');
    await expect(canvas.getByRole('button', { name: 'Confirm purchase' })).toBeDisabled();
  },
};

export const SoldOut: Story = {
  parameters: storyParameters({ router: at('2') }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Limited edition enamel pin' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Sold out');
    await expect(canvas.getByRole('button', { name: 'Confirm purchase' })).toBeDisabled();
  },
};

export const SoldOutMeanwhile: Story = {
  parameters: storyParameters({
    msw: {
      handlers: incentivesGroup(
        respondWith(
          'post',
          'incentives/shop_checkout',
          400,
          fieldErrors([{ path: 'products[0]', message: '“Reusable tote bag” is sold out.' }]),
        ),
      ),
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await findEnabledButton(canvasElement, 'Confirm purchase'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your purchase could not be completed');
    await expect(alert).toHaveTextContent('“Reusable tote bag” is sold out.');
    await expect(getMockDb().wallet.points).toBe(1000);
    await readyToTryAgain(canvasElement);
  },
};

/** The last one sold while the page was open: Confirm can no longer be pressed, and the focus goes to why. */
export const SoldOutMeanwhileFromTheKeyboard: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      const tote = db.incentives.products.find((product) => product.id === TOTE_BAG);
      if (tote) Object.assign(tote, { stock_unlimited: false, stock: 1 });
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    const confirm = await findEnabledButton(canvasElement, 'Confirm purchase');
    const tote = getMockDb().incentives.products.find((product) => product.id === TOTE_BAG);
    if (tote) tote.stock = 0;
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('“Reusable tote bag” is sold out.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirm purchase' })).toBeDisabled());
    await expect(alert).toHaveFocus();
  },
};

/** Purchases the learner had made when the story's play began: the page's own load is done by then. */
let purchasesBefore = Number.POSITIVE_INFINITY;

/** The wallet as the page first loaded it; each fetch after the purchase gets `afterwards` instead. */
const walletAfterThePurchase = (afterwards: () => Response | Promise<Response>) =>
  storyParameters({
    msw: {
      handlers: walletGroup(
        http.get('*/api/v2/incentives/wallet', () =>
          spentBy(2).length > purchasesBefore ? afterwards() : undefined,
        ),
      ),
    },
  });

/** Confirms, and the receipt shows from the purchase's own response. */
const receiptAtOnce: Story['play'] = async ({ canvas, canvasElement }) => {
  purchasesBefore = spentBy(2).length;
  await userEvent.click(await findEnabledButton(canvasElement, 'Confirm purchase'));
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
  ).toBeVisible();
  await expect(canvas.getByTestId('receipt-summary')).toHaveTextContent('You now have 940 points.');
};

/**
 * The purchase goes through while the wallet cannot be fetched again (a gateway's 502): the receipt
 * shows at once, from the purchase's own response, not the error of the refresh.
 */
export const WalletRefreshFailsAfterThePurchase: Story = {
  tags: ['no-screenshot'],
  parameters: walletAfterThePurchase(() => HttpResponse.text('Server error', { status: 502 })),
  play: receiptAtOnce,
};

/**
 * The purchase is done once the server says so: the receipt does not wait for the wallet and the
 * lists to be fetched again (a refresh that takes long, or is retried after failing, held it).
 */
export const ReceiptDoesNotWaitForTheRefresh: Story = {
  tags: ['no-screenshot'],
  parameters: walletAfterThePurchase(neverRespond),
  play: receiptAtOnce,
};

export const RefusedByServerForPoints: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      db.wallet.points = 1000;
      // Another tab spent the points after this page loaded: only the server knows.
    },
    msw: {
      handlers: incentivesGroup(
        respondWith(
          'post',
          'incentives/shop_checkout',
          400,
          fieldErrors([
            { path: 'points', message: 'Not enough points: this order costs 60 and you have 10.' },
          ]),
        ),
      ),
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await findEnabledButton(canvasElement, 'Confirm purchase'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Not enough points: this order costs 60 and you have 10.',
    );
    await readyToTryAgain(canvasElement);
  },
};

export const ServerError: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('post', 'incentives/shop_checkout', 500)) },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await findEnabledButton(canvasElement, 'Confirm purchase'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await readyToTryAgain(canvasElement);
  },
};

export const NotFound: Story = {
  parameters: storyParameters({ router: at('999') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  parameters: storyParameters({ router: at('1') }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: /^Weekend retreat in the mountains/ }),
    ).toBeVisible();
  },
};

/**
 * On a phone the picture is a thumbnail beside the title (it filled the screen's width), so the
 * points and Confirm are on the first screen even with a long title.
 */
export const LongTitleOnAPhone: Story = {
  globals: phoneViewport,
  parameters: storyParameters({ router: at('1') }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: /^Weekend retreat in the mountains/ }),
    ).toBeVisible();
    const confirm = canvas.getByRole('button', { name: 'Confirm purchase' });
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    // The mock returns the product in the story's language (fixtures/README.md).
    await expect(
      await canvas.findByRole('heading', { name: 'حقيبة قماشية قابلة لإعادة الاستخدام' }),
    ).toBeVisible();
  },
};
