import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageLocations, pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';
import { expectCurrentPage, expectNotFoundPage, incentivesGroup, respondWith } from './shared/story-helpers';

/** The page's own content, inside the shell's <main>. */
const mainContent = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('main') ?? canvasElement);

/** The incentives area inside the real shell and route table: guards, titles and the header badge. */
const meta = {
  title: 'Incentives/Routes',
  decorators: [withPage],
  // Behaviour of the guards and the shell; the pages' looks are the component stories' baselines.
  tags: ['no-screenshot'],
  render: () => <></>,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const h1 = (canvasElement: HTMLElement, name: string | RegExp) =>
  mainContent(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

export const Shop: Story = {
  parameters: pageParameters('/incentives', {
    role: 'learner',
    mockDb: (db) => {
      db.wallet.points = 1000;
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await h1(canvasElement, 'Rewards shop')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('points-badge')[0]).toHaveTextContent('1,000 points'));
  },
};

/** A link to a page past the shop's last (a stale one) shows the last page, and the address says so. */
export const ShopPastTheLastPage: Story = {
  parameters: pageParameters('/incentives?page=9', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectCurrentPage(canvasElement, 'Product pages', 'Page 2 of 2');
    await expect(mainContent(canvasElement).queryByRole('heading', { name: 'No products yet' })).toBeNull();
    await expect(pageLocations.at(-1)).toBe('/incentives?page=2');
  },
};

/** The same in an administration table: the transactions' last page. */
export const TransactionsPastTheLastPage: Story = {
  parameters: pageParameters('/settings/incentives/transactions?type=earned&page=99', {
    role: 'administrator',
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const pages = await mainContent(canvasElement).findByRole('navigation', { name: 'Transaction pages' });
    const current = within(pages).getByRole('button', { current: 'page' });
    await expect(current).toHaveAccessibleName(/^Page (\d+) of \1$/);
    await expect(pageLocations.at(-1)).toMatch(
      /^\/settings\/incentives\/transactions\?type=earned&page=\d+$/,
    );
  },
};

export const ShopSwitchedOffIsNotFound: Story = {
  parameters: pageParameters('/incentives', { role: 'learner', scenario: 'shopDisabled' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await h1(canvasElement, 'Page not found')).toBeVisible();
  },
};

export const ShopWithoutShopFlagIsDenied: Story = {
  parameters: pageParameters('/incentives', {
    role: 'learner',
    mockDb: (db) => {
      db.platform.roleFlags.learner.incentives_shop = false;
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await h1(canvasElement, 'Access denied')).toBeVisible();
  },
};

export const ProductTitleIsThePageTitle: Story = {
  parameters: pageParameters('/incentives/6', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await h1(canvasElement, 'Reusable tote bag')).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Reusable tote bag \| /));
  },
};

export const NonNumericProductIdIsNotFound: Story = {
  parameters: pageParameters('/incentives/tote-bag', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainContent(canvasElement).findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const CheckoutUpdatesTheHeaderBadge: Story = {
  parameters: pageParameters('/incentives/6/purchase', {
    role: 'learner',
    mockDb: (db) => {
      db.wallet.points = 1000;
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await userEvent.dblClick(
      await main.findByRole('button', { name: 'Confirm purchase' }, { timeout: 5000 }),
    );
    await expect(await h1(canvasElement, 'Thank you for your purchase')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('points-badge')[0]).toHaveTextContent('940 points'));
    await expect(getMockDb().wallet.points).toBe(940);
  },
};

export const SettingsDeniedForLearners: Story = {
  parameters: pageParameters('/settings/incentives', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await h1(canvasElement, 'Access denied')).toBeVisible();
  },
};

export const SettingsForAdministrators: Story = {
  parameters: pageParameters('/settings/incentives', { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await h1(canvasElement, 'Incentives settings')).toBeVisible();
  },
};

export const ProductsWithoutShopSettingsAreNotFound: Story = {
  parameters: pageParameters('/settings/incentives/products', {
    role: 'administrator',
    mockDb: (db) => {
      db.platform.roleFlags.administrator.incentives_shop_settings_available = false;
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await h1(canvasElement, 'Page not found')).toBeVisible();
  },
};

export const TransactionsWithoutShopSettingsAreDenied: Story = {
  parameters: pageParameters('/settings/incentives/transactions', {
    role: 'administrator',
    mockDb: (db) => {
      db.platform.roleFlags.administrator.incentives_shop_settings_available = false;
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await h1(canvasElement, 'Access denied')).toBeVisible();
  },
};

export const Transactions: Story = {
  parameters: pageParameters('/settings/incentives/transactions', { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await h1(canvasElement, 'Transactions')).toBeVisible();
  },
};

export const Leaderboard: Story = {
  parameters: pageParameters('/leaderboard', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await h1(canvasElement, 'Leaderboard')).toBeVisible();
  },
};

/**
 * docs/product.md §8: a 404 on the main resource of a detail page is the app's not-found page (in the shell, at the
 * address asked for), not an error box inside the page.
 */
const respondingWith404 = (path: string) => ({
  msw: { handlers: incentivesGroup(respondWith('get', path, 404)) },
});
const main = (canvasElement: HTMLElement) => canvasElement.querySelector('main') ?? canvasElement;

export const UnknownProductGoesToNotFound: Story = {
  parameters: pageParameters('/incentives/6', {
    role: 'learner',
    ...respondingWith404('incentives/shop/:id'),
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectNotFoundPage(main(canvasElement));
  },
};

export const UnknownProductEditGoesToNotFound: Story = {
  parameters: pageParameters('/settings/incentives/products/6/edit', {
    role: 'administrator',
    ...respondingWith404('incentives/products/:id'),
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectNotFoundPage(main(canvasElement));
  },
};

export const UnknownScheduleGoesToNotFound: Story = {
  parameters: pageParameters('/settings/incentives/schedules/1/edit', {
    role: 'administrator',
    ...respondingWith404('settings/incentives/schedules/:id'),
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectNotFoundPage(main(canvasElement));
  },
};

export const UnknownTransactionGoesToNotFound: Story = {
  parameters: pageParameters('/settings/incentives/transactions/1', {
    role: 'administrator',
    ...respondingWith404('incentives/transactions/:id'),
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectNotFoundPage(main(canvasElement));
  },
};

export const LeaderboardSwitchedOffGoesToNotFound: Story = {
  parameters: pageParameters('/leaderboard', {
    role: 'learner',
    ...respondingWith404('incentives/leaderboard'),
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectNotFoundPage(main(canvasElement));
  },
};

export const ShopRightToLeft: Story = {
  parameters: pageParameters('/incentives', { role: 'learner', locale: 'ar' }),
  play: async ({ canvasElement }) => expectRightToLeftPage(canvasElement),
};
