import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullScreen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    const overlay = canvas.getByTestId('loading-overlay');
    await expect(overlay.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(overlay.getBoundingClientRect().height).toBe(window.innerHeight);
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar', layout: 'fullscreen' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};
