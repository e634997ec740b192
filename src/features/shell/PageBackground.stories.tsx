import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageBackground } from './PageBackground';

/** What sits behind every page: the page's own background, or the branding's site background, faint. */
const meta = {
  title: 'Shell/Page background',
  component: PageBackground,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageBackground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SiteBackground: Story = {
  args: { own: undefined },
  play: async ({ canvas }) => {
    const layer = await canvas.findByTestId('site-background');
    await expect(layer.style.backgroundImage).toContain('data:image/svg+xml');
    await expect(getComputedStyle(layer).opacity).toBe('0.08');
  },
};

export const OwnColour: Story = {
  args: { own: { color: '#fdf6e3' } },
  play: async ({ canvas }) => {
    const layer = await canvas.findByTestId('page-background');
    await expect(layer.style.backgroundColor).toBe('rgb(253, 246, 227)');
    await expect(canvas.queryByTestId('site-background')).not.toBeInTheDocument();
  },
};

export const HostileValuesRejected: Story = {
  args: { own: { color: 'red;}body{display:none', image: 'javascript:alert(1)' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('page-background')).not.toBeInTheDocument();
    await expect(document.body).toBeVisible();
  },
};
