import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Card } from './Card';
import { cardGridStyle } from './card-grid';
import { BelowFirstScreen, EAGER_LIST_PICTURES, useImageLoading } from './image-loading';

const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="hsl(${hue} 60% 90%)"/><circle cx="160" cy="90" r="48" fill="hsl(${hue} 60% 40%)"/></svg>`,
  )}`;

const ITEMS = ['Onboarding', 'Safety basics', 'Negotiation', 'Spreadsheets', 'Time management'];

/** Each card's picture, in order (decorative, so not in the accessibility tree). */
const picturesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('img'));

function CardList({ label }: { label: string }) {
  const loadingOf = useImageLoading();
  return (
    <ul className={cardGridStyle} aria-label={label}>
      {ITEMS.map((title, index) => (
        <li key={title} className={css({ display: 'grid' })}>
          <Card title={title} media={picture(index * 60)} mediaLoading={loadingOf(index)} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Image loading',
  parameters: {
    docs: {
      description: {
        component: [
          "Which pictures of a list load with the page. `useImageLoading()` gives a function of a picture's place in its list: the first two load at once (one of them is often the largest paint, which must not wait), the others when they come near the screen. On a phone a list is one column, so the later pictures are far below; loading them at once would compete with the first ones for the network and, for pictures the browser decodes while it reads the page, hold up the first paint. Everything under `BelowFirstScreen` (a storefront's sections after the first screen) waits.",
          '',
          '**Do**',
          "- pass the list's index for each picture of a list of cards;",
          '- wrap a part of the page that starts below the first screen in `BelowFirstScreen`.',
          '',
          "**Don't**",
          "- mark the page's first picture lazy by hand: it is likely the largest paint.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstScreenList: Story = {
  render: () => <CardList label="Trainings" />,
  play: async ({ canvas }) => {
    const pictures = picturesOf(canvas.getByRole('list', { name: 'Trainings' }));
    await expect(pictures).toHaveLength(ITEMS.length);
    for (const [index, image] of pictures.entries()) {
      if (index < EAGER_LIST_PICTURES) await expect(image).not.toHaveAttribute('loading');
      else await expect(image).toHaveAttribute('loading', 'lazy');
    }
  },
};

export const BelowTheFirstScreen: Story = {
  render: () => (
    <BelowFirstScreen>
      <CardList label="More trainings" />
    </BelowFirstScreen>
  ),
  play: async ({ canvas }) => {
    const pictures = picturesOf(canvas.getByRole('list', { name: 'More trainings' }));
    await expect(pictures).toHaveLength(ITEMS.length);
    for (const image of pictures) await expect(image).toHaveAttribute('loading', 'lazy');
  },
};
