import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { LoadingOverlay } from './LoadingOverlay';

const description =
  "Covers the screen while the appearance, translations, settings and navigation load, so the first paint is the themed app.\n\n**Do**\n- leave it to the shell;\n\n**Don't**\n- use it for a page's own data: show skeletons in the page.";

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen', docs: { description: { component: description } } },
  tags: ['autodocs'],
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
    await expect(canvas.getByRole('status', { name: translated('ar', 'Loading') })).toBeVisible();
  },
};
