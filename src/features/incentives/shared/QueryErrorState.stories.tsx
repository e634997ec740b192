import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ApiError } from '@/api/errors';
import { QueryErrorState } from './QueryErrorState';

const failure = (status: number) => new ApiError('HTTP_ERROR', `Responded ${status}`, { status });

/** What an incentives page shows when its data could not be loaded, one state per response. */
const meta = {
  title: 'Incentives/Shared/QueryErrorState',
  component: QueryErrorState,
  args: { error: failure(500), onRetry: fn(), backTo: { to: '/incentives', title: 'Back to the shop' } },
} satisfies Meta<typeof QueryErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { error: failure(404) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/incentives',
    );
  },
};

export const Forbidden: Story = {
  args: { error: failure(403) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { error: failure(401) },
  play: async ({ canvas }) => {
    // The login link brings the person back to this page.
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/user\/login\?redirectTo=%2F/),
    );
  },
};
