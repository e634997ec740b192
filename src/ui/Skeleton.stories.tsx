import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { expectApartInForcedColours } from '@/testing/page-helpers';
import { forcedColorsParameters } from '@/testing/story-parameters';
import { Skeleton, SkeletonText } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  subcomponents: { SkeletonText },
  tags: ['autodocs'],
  args: { width: 240, height: 16, circle: false },
  argTypes: {
    width: {
      control: 'text',
      description: 'A number of pixels or any CSS length.',
      table: { defaultValue: { summary: '100%' } },
    },
    height: { control: 'text', table: { defaultValue: { summary: '16' } } },
    circle: { control: 'boolean', description: 'Round, for avatars.' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A grey placeholder for content that is loading, in the shape of what will come. Hidden from assistive technology; it pulses unless the person asked for reduced motion. `SkeletonText` renders lines of text, the last one shorter.',
          '',
          '**Do**',
          '- render the same number and size of blocks as the content that replaces them, so nothing jumps;',
          '- announce the loading once, elsewhere (a Spinner with a label, or `aria-busy` on the region).',
          '',
          "**Don't**",
          '- use it for an action in progress (saving, sending): that is a Button with `loading`;',
          '- leave it when the request failed: show the error.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: async ({ canvas }) => {
    const block = canvas.getByTestId('skeleton');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block.getBoundingClientRect().width).toBe(240);
    await expect(block.getBoundingClientRect().height).toBe(16);
  },
};

export const CardPlaceholder: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'center', maxWidth: 'md' })}>
      <Skeleton circle width={48} height={48} />
      <div className={css({ flex: 1 })}>
        <SkeletonText lines={3} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const blocks = canvas.getAllByTestId('skeleton');
    await expect(blocks).toHaveLength(4);
    const [avatar, first, , last] = blocks as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(getComputedStyle(avatar).borderRadius).toBe('9999px');
    // The last line is shorter, like the end of a paragraph.
    await expect(last.getBoundingClientRect().width).toBeLessThan(first.getBoundingClientRect().width);
  },
};

/** A contrast theme keeps the placeholders: grey text's colour on the theme's background. */
export const InForcedColours: Story = {
  parameters: forcedColorsParameters,
  render: () => (
    <div data-testid="canvas" className={css({ bg: 'canvas', padding: '4' })}>
      <SkeletonText lines={2} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [line] = canvas.getAllByTestId('skeleton');
    await expectApartInForcedColours(line as Element, canvas.getByTestId('canvas'));
  },
};
