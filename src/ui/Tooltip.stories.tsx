import FakeTimers from '@sinonjs/fake-timers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { TOOLTIP_CLOSE_DELAY, TOOLTIP_OPEN_DELAY, Tooltip, type TooltipMaxWidth } from './Tooltip';

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

const description =
  "A short description of one focusable element, shown after 700 ms on hover and on keyboard focus; Escape hides it.\n\n**Do**\n- use it to name icon buttons and explain abbreviations;\n\n**Don't**\n- put essential information or anything clickable in it;\n- wrap a disabled button (it cannot take focus).";

const meta = {
  title: 'UI/Tooltip',
  component: Demo,
  tags: ['autodocs'],
  subcomponents: { Tooltip },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);
/**
 * The delays are checked on a fake clock: only setTimeout is faked, for as
 * long as the pointer moves, so what happens at 699 ms and at 700 ms never
 * depends on how busy the machine is.
 */
/** What a browser sends when the pointer leaves `from` for `to`: a pointerout, then a pointerleave. */
const leave = (from: Element, to: Element) => {
  fireEvent.pointerOut(from, { pointerType: 'mouse', relatedTarget: to });
  fireEvent.pointerLeave(from, { pointerType: 'mouse', relatedTarget: to });
};

export const Delays: Story = {
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    const details = canvas.getByRole('button', { name: 'Details' });
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.pointerMove(save, { pointerType: 'mouse' });
      await clock.tickAsync(TOOLTIP_OPEN_DELAY - 1);
      await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await clock.tickAsync(1);
      await expect(screen.getByRole('tooltip')).toHaveTextContent('Finish editing to enable saving');
      await expect(save).toHaveAccessibleDescription('Finish editing to enable saving');

      // Moving to the next trigger while one is open skips the delay.
      leave(save, details);
      fireEvent.pointerMove(details, { pointerType: 'mouse' });
      await clock.tickAsync(0);
      await expect(screen.getByRole('tooltip', { name: 'More information' })).toBeInTheDocument();

      // Closes after the close delay.
      leave(details, document.body);
      await clock.tickAsync(TOOLTIP_CLOSE_DELAY - 1);
      await expect(screen.getByRole('tooltip', { name: 'More information' })).toBeInTheDocument();
      await clock.tickAsync(1);
    } finally {
      clock.uninstall();
    }
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    // Keyboard focus opens it at once; Escape closes it.
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Finish editing to enable saving'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
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
