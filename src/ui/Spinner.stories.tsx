import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { Spinner } from './Spinner';

/** The spinner turns for ever; its picture is taken at the start of a turn. */
const holdStill = () => {
  for (const animation of document.getAnimations()) {
    animation.pause();
    animation.currentTime = 0;
  }
};

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { size: 'md' },
  argTypes: {
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      description: '16, 24 or 40 px.',
      table: { defaultValue: { summary: 'md' } },
    },
    label: {
      control: 'text',
      description:
        'Announced as a status; "Loading" (translated) when omitted; `null` when a parent already announces it.',
    },
  },
  decorators: [(Story) => <div className={css({ color: 'primary' })}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          'A turning ring for a wait whose length is unknown. It takes the text colour of its parent and is a `role="status"` with a name, unless `label` is `null`.',
          '',
          '**Do**',
          '- name what is loading when there is more than one ("Loading products");',
          '- pass `label={null}` inside something that already says it is busy (a Button with `loading`).',
          '',
          "**Don't**",
          '- use it where the shape of the content is known: that is Skeleton, which does not make the page jump;',
          '- show several unnamed spinners on one screen.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    holdStill();
  },
};

export const SizesAndLabels: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
      <Spinner size="sm" label={null} />
      <Spinner />
      <Spinner size="lg" label="Loading products" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    const products = canvas.getByRole('status', { name: 'Loading products' });
    await expect(products.getBoundingClientRect().width).toBe(40);
    holdStill();
  },
};
