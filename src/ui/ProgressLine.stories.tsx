import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressLine } from './ProgressLine';

const meta = {
  title: 'UI/ProgressLine',
  component: ProgressLine,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A thin line in the primary colour across the top of the screen while the next page loads; what is on screen stays usable. It pulses unless the person asked for reduced motion.',
          '',
          '**Do**',
          '- show it for a wait the whole screen is in (a navigation), named by what is loading.',
          '',
          "**Don't**",
          '- use it for a part of the page: that is a Spinner or a Skeleton.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ProgressLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { label: 'Loading the page' },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('progressbar', { name: 'Loading the page' });
    await expect(line).toBeVisible();
    await expect(line.getBoundingClientRect().top).toBe(0);
    await expect(line.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};
