import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionView } from '../../SectionView';
import { section } from '../../section-story';

/** The call to action section as the storefront, its own page and the editor render it (`SectionView`). */
const meta = {
  title: 'Storefront/Sections/Call to action',
  component: SectionView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CallToAction: Story = {
  args: { section: section('call_to_action') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ready to start?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/user/login');
  },
};
