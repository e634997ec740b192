import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { expectApartInForcedColours } from '@/testing/page-helpers';
import { forcedColorsParameters } from '@/testing/story-parameters';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 58, label: 'Progress of Running effective meetings' },
  parameters: {
    docs: {
      description: {
        component: [
          'How much of something is done: a bar filled to `value` percent, named by `label`. `md` on a card or a panel, `sm` under a picture.',
          '',
          '**Do**',
          '- say the figure in words beside it too ("58% complete"): the bar is for the eye.',
          '',
          "**Don't**",
          '- use it for a wait of unknown length: that is a ProgressLine or a Spinner.',
        ].join('\n'),
      },
    },
  },
  decorators: [
    (Story) => (
      <div className={css({ display: 'grid', gap: '4', maxWidth: 'sm', padding: '1' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Values: Story = {
  render: (args) => (
    <>
      <ProgressBar {...args} value={0} label="Not started" />
      <ProgressBar {...args} />
      <ProgressBar {...args} value={100} label="Completed" />
      <ProgressBar {...args} value={35} label="Watched" size="sm" />
      <ProgressBar {...args} value={140} label="Past the end" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Progress of Running effective meetings' }),
    ).toHaveAttribute('aria-valuenow', '58');
    // A value past either end is shown, and said, at that end.
    const past = canvas.getByRole('progressbar', { name: 'Past the end' });
    await expect(past).toHaveAttribute('aria-valuenow', '100');
    await expect((past.firstElementChild as HTMLElement).getBoundingClientRect().width).toBe(
      past.getBoundingClientRect().width,
    );
    await expect(
      canvas.getByRole('progressbar', { name: 'Watched' }).getBoundingClientRect().height,
    ).toBeLessThan(past.getBoundingClientRect().height);
  },
};

/** A contrast theme paints no backgrounds: the part done keeps a colour of its own, and the track an outline. */
export const InForcedColours: Story = {
  parameters: forcedColorsParameters,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expectApartInForcedColours(bar.firstElementChild as Element, bar);
    await expect(getComputedStyle(bar).outlineStyle).toBe('solid');
  },
};
