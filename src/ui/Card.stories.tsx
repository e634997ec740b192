import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card } from './Card';

const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#e7effa"/><circle cx="160" cy="90" r="48" fill="#1f5fbf"/></svg>',
)}`;

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Team mug',
    headingLevel: 3,
    children: (
      <p className={css({ margin: 0, color: 'fg.muted' })}>Ceramic, 330 ml, with the company logo.</p>
    ),
    footer: <Button size="sm">Buy for 250 points</Button>,
  },
  argTypes: {
    headingLevel: {
      control: 'inline-radio',
      options: [2, 3, 4],
      description: "The title's heading level: one below the heading the cards sit under.",
      table: { defaultValue: { summary: '3' } },
    },
    title: { control: 'text' },
    media: { control: 'text', description: 'Picture across the top.' },
    mediaAlt: { control: 'text', description: 'Leave empty when the picture is decoration.' },
    children: { control: false },
    footer: { control: false },
  },
  decorators: [(Story) => <div className={css({ maxWidth: 'xs' })}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          'A framed block for one thing in a list or grid: a product, a training, a setting group. It is an `<article>` with an optional picture, a title, a body and a footer for actions.',
          '',
          '**Do**',
          '- set `headingLevel` so the outline of the page stays right (cards under an `h2` take `h3`);',
          '- give `mediaAlt` when the picture says something the text does not;',
          '- put the actions in `footer`.',
          '',
          "**Don't**",
          '- nest cards in cards;',
          '- wrap the whole card in a link: put a link or a button inside it.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFooter: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toContainElement(canvas.getByRole('heading', { level: 3, name: 'Team mug' }));
    await expect(card).toContainElement(canvas.getByRole('button', { name: 'Buy for 250 points' }));
  },
};

export const WithPicture: Story = {
  args: {
    media: PICTURE,
    mediaAlt: 'A blue mug on a light blue background',
    children: (
      <div>
        <Badge tone="success">In stock</Badge>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'A blue mug on a light blue background' });
    await expect(picture).toBeVisible();
    // The picture keeps a 16:9 frame whatever the card's width.
    const { width, height } = picture.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(16 / 9, 1);
  },
};

export const LongTitleNoFooter: Story = {
  args: {
    title: 'A card with a very long title that wraps onto a second line to show how cards grow',
    headingLevel: 2,
    footer: undefined,
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    // The title wraps instead of overflowing the card.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
