import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { Tooltip, type TooltipMaxWidth } from './Tooltip';

const LONG =
  "You're all set! Everything is up to date. This longer explanation shows how the tooltip wraps at its maximum width instead of running across the screen.";

function Demo({ open }: { open?: boolean }) {
  return (
    <div className={css({ display: 'grid', gap: '24', paddingBlock: '16', justifyItems: 'start' })}>
      <div className={css({ display: 'flex', gap: '4' })}>
        <Tooltip content="Finish editing to enable saving" open={open ? false : undefined}>
          <Button>Save</Button>
        </Tooltip>
        <Tooltip content="More information" open={open ? false : undefined}>
          <IconButton icon={Info} label="Details" variant="outline" />
        </Tooltip>
      </div>
      {([280, 300, 400, 500] as TooltipMaxWidth[]).map((width) => (
        <Tooltip key={width} content={LONG} maxWidth={width} placement="right" open={open}>
          <Button variant="outline">{`Max width ${width}`}</Button>
        </Tooltip>
      ))}
    </div>
  );
}

const meta = { title: 'UI/Tooltip', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Delays: Story = {
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.hover(save);
    await wait(400);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tip = await screen.findByRole('tooltip', {}, { timeout: 1000 });
    await expect(tip).toHaveTextContent('Finish editing to enable saving');
    await expect(save).toHaveAccessibleDescription('Finish editing to enable saving');

    // Moving to the next trigger while one is open skips the delay.
    await userEvent.hover(canvas.getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('More information'), {
      timeout: 300,
    });
    await userEvent.unhover(canvas.getByRole('button', { name: 'Details' }));
    // Closes after the 300 ms close delay.
    await wait(100);
    await expect(screen.queryByRole('tooltip')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 800 });

    // Keyboard focus opens it too; Escape closes it.
    save.focus();
    await userEvent.keyboard('{Escape}');
  },
};

export const MaxWidths: Story = {
  args: { open: true },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
    const widths = screen.getAllByRole('tooltip').map((tip) => Math.round(tip.getBoundingClientRect().width));
    await expect(widths).toEqual([280, 300, 400, 500]);
  },
};

export const RightToLeft: Story = {
  args: { open: true },
  parameters: storyParameters({ locale: 'ar' }),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
  },
};
