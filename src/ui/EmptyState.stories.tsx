import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

const onBrowse = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: Inbox,
    title: 'No transactions yet',
    description: 'Points you earn and spend will be listed here.',
    action: (
      <Button variant="outline" onClick={onBrowse}>
        Browse the shop
      </Button>
    ),
    headingLevel: 2,
  },
  argTypes: {
    headingLevel: {
      control: 'inline-radio',
      options: [2, 3, 4],
      description: "The title's heading level: 2 for a whole page that is empty, 3 or 4 inside a section.",
      table: { defaultValue: { summary: '2' } },
    },
    title: { control: 'text', description: 'Also the name of the region.' },
    description: { control: 'text' },
    icon: { control: false, description: 'A lucide icon, shown in a muted circle.' },
    action: { control: false, description: 'The next step: a Button or a Link.' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'What a list, table or page shows when it has nothing to show. A named region with a heading, an explanation and, when there is one, the next step.',
          '',
          '**Do**',
          '- say what would appear here and how to get it ("Points you earn and spend will be listed here");',
          '- offer the one action that fills it, or clears the filters that emptied it.',
          '',
          "**Don't**",
          '- use it for an error or for loading: that is ErrorScreen, Skeleton or Spinner;',
          '- show more than one action.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'No transactions yet' });
    await expect(region).toHaveTextContent('Points you earn and spend will be listed here.');
    await expect(canvas.getByRole('heading', { level: 2, name: 'No transactions yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse the shop' }));
    await expect(onBrowse).toHaveBeenCalled();
  },
};

export const NoResultsInASection: Story = {
  args: {
    icon: SearchX,
    title: 'Nothing matches these filters',
    description: undefined,
    action: undefined,
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Nothing matches these filters' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
