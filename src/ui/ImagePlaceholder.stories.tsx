import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Film, Gift } from 'lucide-react';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { Card } from './Card';
import { ImagePlaceholder } from './ImagePlaceholder';

const meta = {
  title: 'UI/ImagePlaceholder',
  component: ImagePlaceholder,
  tags: ['autodocs'],
  args: { icon: BookOpen, aspectRatio: '16 / 9' },
  argTypes: {
    icon: { control: false, description: 'A lucide icon of what the picture would show.' },
    aspectRatio: {
      control: 'inline-radio',
      options: ['16 / 9', '4 / 3', '1 / 1'],
      description: "The frame's width to height, the same as the pictures it stands in for.",
      table: { defaultValue: { summary: '16 / 9' } },
    },
  },
  decorators: [(Story) => <div className={css({ maxWidth: 'xs' })}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          'What a card shows when the server sent no picture for a training, a video or a product: the theme’s primary tint fading into the muted background, with an icon of what the picture is about, in the same frame as the picture would be. Decorative: hidden from assistive technology, since the title next to it names the item.',
          '',
          '**Do**',
          '- keep the frame of the pictures it replaces, so a list with and without pictures lines up;',
          '- pick the icon of the kind of item (BookOpen for trainings, Gift for rewards, Film for videos).',
          '',
          "**Don't**",
          '- use it while a picture loads: that is Skeleton;',
          '- put text in it: the card’s title says what the item is.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ImagePlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Training: Story = {
  play: async ({ canvas }) => {
    const placeholder = canvas.getByTestId('image-placeholder');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    const box = placeholder.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 9)).toBe(16);
  },
};

export const ProductFourByThree: Story = {
  args: { icon: Gift, aspectRatio: '4 / 3' },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('image-placeholder').getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 3)).toBe(4);
  },
};

/** A card without a picture keeps its picture frame: cards with and without one line up in a grid. */
export const InACardWithoutPicture: Story = {
  render: () => (
    <Card mediaPlaceholder={Film} title="Onboarding: your first week">
      <p className={css({ margin: 0, color: 'fg.muted' })}>A short video tour of the tools you will use.</p>
    </Card>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(canvas.getByTestId('image-placeholder')).toBeVisible();
    await expect(card.querySelector('img')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Onboarding: your first week' }),
    ).toBeVisible();
  },
};
