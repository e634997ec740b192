import { translatedPlural } from '@fixtures/translations';
import { neverRespond } from '@mocks/never-respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { PointsBadge } from './PointsBadge';
import { POINTS_STORAGE_KEY } from './use-wallet-points';

const wallet = '*/api/v2/incentives/wallet';
const neverResponds = [http.get(wallet, neverRespond)];
const failsWith500 = [http.get(wallet, () => HttpResponse.json({ message: 'boom' }, { status: 500 }))];
const cachePoints = (points: unknown) => () => {
  localStorage.setItem(POINTS_STORAGE_KEY, JSON.stringify(points));
};

const withPoints = (points: number) =>
  storyParameters({
    mockDb: (db) => {
      db.wallet.points = points;
    },
  });

const meta = {
  title: 'Incentives/Wallet/PointsBadge',
  component: PointsBadge,
  args: { linkToShop: true },
} satisfies Meta<typeof PointsBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: withPoints(1250),
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole('link', { name: '1,250 points' });
    await expect(badge).toHaveAttribute('href', '/incentives');
    await waitFor(() => expect(localStorage.getItem(POINTS_STORAGE_KEY)).toBe('1250'));
  },
};

export const OnePoint: Story = {
  parameters: withPoints(1),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '1 point' })).toBeVisible();
  },
};

export const EmptyWallet: Story = {
  parameters: { scenario: 'emptyWallet' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '0 points' })).toBeVisible();
  },
};

export const LargeNumber: Story = {
  parameters: withPoints(12_345_678),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '12,345,678 points' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { wallet: neverResponds } } },
  play: async ({ canvas }) => {
    const badge = canvas.getByTestId('points-badge');
    await expect(badge).toHaveAttribute('aria-busy', 'true');
    await expect(within(badge).getByText('Loading points')).toBeInTheDocument();
  },
};

export const LoadingShowsCachedPoints: Story = {
  parameters: { msw: { handlers: { wallet: neverResponds } } },
  beforeEach: cachePoints(980),
  play: async ({ canvas }) => {
    const badge = canvas.getByTestId('points-badge');
    await expect(badge).toHaveTextContent('980 points');
    await expect(badge).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorKeepsCachedPoints: Story = {
  parameters: { msw: { handlers: { wallet: failsWith500 } } },
  beforeEach: cachePoints(420),
  play: async ({ canvas }) => {
    const badge = canvas.getByTestId('points-badge');
    await waitFor(() => expect(badge).toHaveAttribute('aria-busy', 'false'));
    await expect(badge).toHaveTextContent('420 points');
  },
};

export const ErrorWithoutCache: Story = {
  parameters: { msw: { handlers: { wallet: failsWith500 } } },
  beforeEach: cachePoints('not a number'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Points unavailable')).toBeVisible();
  },
};

export const ShopDisabled: Story = {
  args: { linkToShop: false },
  parameters: withPoints(75),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('75 points')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar', ...withPoints(1250) }),
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The count follows the language's number format and plural (Arabic digits where CLDR uses them).
    await expect(
      await canvas.findByRole('link', {
        name: translatedPlural('ar', 1250, '@count point', '@count points'),
      }),
    ).toBeVisible();
  },
};

/** A phone's header shows the number alone; the badge is still read as "2,058 points". */
export const OnAPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole('link', { name: /\d points$/ });
    await expect(badge).toHaveAccessibleName(/^[\d,]+ points$/);
    const words = within(badge).getByText(/points$/);
    await expect(within(badge).getByText(/^[\d,]+$/)).toBeVisible();
    // The words are there for screen readers only: a one-pixel clip on screen.
    await expect(words.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
