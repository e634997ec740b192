import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'UI/ErrorScreen',
  component: ErrorScreen,
  args: { onRefresh: fn() },
  parameters: { layout: 'fullscreen' },
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

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar', layout: 'fullscreen' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};
