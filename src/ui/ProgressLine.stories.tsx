import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { ProgressLine } from './ProgressLine';

const meta = {
  title: 'UI/ProgressLine',
  component: ProgressLine,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A thin line in the primary colour across the top of the screen while the next page loads; what is on screen stays usable. It pulses unless the person asked for reduced motion. Once `active` turns false it stays half a second, no longer announced, so a quick load does not flash; it never shows if nothing was waited for.',
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

/** A wait that ends when the button is pressed. */
function WaitThatEnds() {
  const [active, setActive] = useState(true);
  return (
    <>
      <ProgressLine active={active} label="Loading the page" />
      <Button onClick={() => setActive(false)}>Finish loading</Button>
    </>
  );
}

export const StaysAMomentAfterTheWait: Story = {
  render: () => <WaitThatEnds />,
  play: async ({ canvas }) => {
    const line = canvas.getByRole('progressbar', { name: 'Loading the page' });
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    // Still there once the wait is over, so a quick load does not flash, but no longer announced;
    // gone 500 ms later.
    await expect(line).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(line).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const NothingWaitedFor: Story = {
  args: { active: false, label: 'Loading the page' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
