import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { SearchForm } from './SearchForm';

const description = [
  'The search of a list whose search, filters, sort and page live in the address.',
  '',
  '**Do**',
  '- hand it the search of the address as `value` and write the address in `onSearch`;',
  '- use `inline` when it shares a toolbar row with filters and sort.',
  '',
  "**Don't**",
  '- search at each keystroke: the words go with the button or Enter;',
  '- use it to pick one of a few known values: that is a Select or a Combobox.',
].join('\n');

const meta = {
  title: 'UI/SearchForm',
  component: SearchForm,
  tags: ['autodocs'],
  args: { label: 'Search trainings', value: '', onSearch: fn() },
  argTypes: { inline: { control: 'boolean' } },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof SearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnRow: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search trainings' }), '  safety {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('safety');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InToolbarRow: Story = {
  args: { inline: true, label: 'Search by title', value: 'Mug' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('Mug');
  },
};

/** "Clear all filters" empties the address: the field follows. */
export const FollowsTheAddress: Story = {
  render: function Render(args) {
    const [search, setSearch] = useState('forklift');
    return (
      <>
        <SearchForm {...args} value={search} onSearch={setSearch} />
        <Button variant="ghost" onClick={() => setSearch('')}>
          Clear all filters
        </Button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search trainings' });
    await expect(field).toHaveValue('forklift');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(field).toHaveValue('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
