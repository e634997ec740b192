import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { Badge } from './Badge';

const TONES = ['neutral', 'primary', 'success', 'warning', 'error'] as const;

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { tone: 'success', children: 'Published' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: TONES,
      description:
        'What the status means; each tone is a pair of theme colours (`<tone>.subtle` behind, `<tone>` for the text).',
      table: { defaultValue: { summary: 'neutral' } },
    },
    children: { control: 'text', description: 'The label: one or two words.' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A short status label: published, out of stock, expired, new.',
          '',
          '**Do**',
          '- keep it to one or two words, so it never wraps;',
          '- pick the tone by meaning: `success` done or available, `warning` needs attention soon, `error` failed or expired, `primary` new or highlighted, `neutral` anything else.',
          '',
          "**Don't**",
          '- make it clickable: a badge is not a button or a link;',
          '- rely on the colour alone: the words must say the status too.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Published');
    await expect(badge).toBeVisible();
    // The success tone writes in the theme's success colour (#1e7a3c by default).
    await expect(getComputedStyle(badge).color).toBe('rgb(30, 122, 60)');
  },
};

export const Tones: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      <Badge>Draft</Badge>
      <Badge tone="primary">New</Badge>
      <Badge tone="success">In stock</Badge>
      <Badge tone="warning">Low stock</Badge>
      <Badge tone="error">Expired</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const labels = ['Draft', 'New', 'In stock', 'Low stock', 'Expired'];
    const colours = labels.map((label) => getComputedStyle(canvas.getByText(label)).backgroundColor);
    // Five tones, five different backgrounds.
    await expect(new Set(colours).size).toBe(5);
    // One line each: a badge never wraps.
    for (const label of labels) {
      const badge = canvas.getByText(label);
      await expect(badge.getBoundingClientRect().height).toBeLessThan(30);
    }
  },
};
