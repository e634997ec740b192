import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RetryableError } from './RetryableError';

const meta = {
  title: 'UI/RetryableError',
  component: RetryableError,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A part of a page whose data could not be loaded, with a Try again button.\n\n' +
          "**Do** hand it the query's `refetch`. **Don't** use it for a refused save: say that next to the form.",
      },
    },
  },
  args: { onRetry: fn() },
} satisfies Meta<typeof RetryableError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TryAgain: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A secondary part, such as a list's filters: a line with a small button. */
export const Inline: Story = {
  args: { inline: true, title: 'The filters could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The filters could not be loaded.');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
