import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { MediaCardSkeleton } from './MediaCardSkeleton';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '4',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

const meta = {
  title: 'UI/MediaCardSkeleton',
  component: MediaCardSkeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'The placeholder of a card with a 16:9 picture, a title and two lines of summary (a training, a video). `mediaCoverStyle` is the look of that picture once it is there.',
          '',
          '**Do**',
          '- put one in each list item of the list that is loading, as many as will come;',
          '- mark the list `aria-hidden` or busy: the placeholders say nothing.',
          '',
          "**Don't**",
          '- use it for cards without a picture: render `Skeleton` blocks of their own shape.',
        ].join('\n'),
      },
    },
  },
  render: () => (
    <ul className={grid} aria-hidden="true" data-testid="cards-loading">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <MediaCardSkeleton />
        </li>
      ))}
    </ul>
  ),
} satisfies Meta<typeof MediaCardSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeCards: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-testid="cards-loading"]');
    await expect(list?.querySelectorAll('li')).toHaveLength(3);
  },
};
