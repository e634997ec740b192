import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { ErrorScreen } from './ErrorScreen';

const description =
  "The full screen shown when a page crashed while rendering, with a Refresh button (docs/product.md §8).\n\n**Do**\n- let the error boundary show it;\n\n**Don't**\n- use it for a failed request inside a working page: show the error in place, with a retry.";

const meta = {
  title: 'UI/ErrorScreen',
  component: ErrorScreen,
  args: { onRefresh: fn() },
  parameters: { layout: 'fullscreen', docs: { description: { component: description } } },
  tags: ['autodocs'],
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Oops, something went wrong :(' })).toBeVisible();
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** In a page's place inside the app's layout: no landmark of its own, the layout's main holds it. */
export const InThePage: Story = {
  args: { inPage: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Oops, something went wrong :(' })).toBeVisible();
    await expect(canvas.queryByRole('main')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar', layout: 'fullscreen' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: translated('ar', 'Refresh') })).toBeVisible();
  },
};
