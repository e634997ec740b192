import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from './Field';
import { FilteredResults, NoMatches } from './FilteredResults';
import { Select } from './Select';

const description = [
  'The results region of a searchable, filtered list: its count, "Clear all filters" while something',
  'narrows the list, and the controls of the list. `NoMatches` is what it shows when nothing is left.',
  '',
  '**Do**',
  '- put `SearchForm` above it, filters in `filters`, sort and view in `tools`;',
  '- give `onClear` only while a search or filter is set.',
  '',
  "**Don't**",
  '- use `NoMatches` for a list that is empty without filters: that is an `EmptyState`.',
].join('\n');

const sort = (
  <div style={{ width: '14rem' }}>
    <Field label="Sort by">
      <Select
        options={[
          { value: 'popularity', label: 'Most popular' },
          { value: 'newest', label: 'Newest first' },
        ]}
        value={['popularity']}
      />
    </Field>
  </div>
);

const meta = {
  title: 'UI/FilteredResults',
  component: FilteredResults,
  tags: ['autodocs'],
  args: {
    heading: 'Trainings',
    summary: '3 trainings',
    busy: false,
    tools: sort,
    children: (
      <ul>
        <li>Forklift safety</li>
        <li>First aid at work</li>
        <li>Fire marshal</li>
      </ul>
    ),
  },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof FilteredResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Trainings' })).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByText('3 trainings')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  },
};

export const Filtered: Story = {
  args: {
    summary: '0 trainings',
    onClear: fn(),
    children: <NoMatches title="No trainings match your filters" onClear={fn()} />,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No trainings match your filters' })).toBeVisible();
    const [besideCount, inNoMatches] = canvas.getAllByRole('button', { name: 'Clear all filters' });
    await userEvent.click(besideCount as HTMLElement);
    await expect(args.onClear).toHaveBeenCalledOnce();
    // Either button goes with the filters it clears: the focus goes on from the count line.
    await expect(canvas.getByText('0 trainings')).toHaveFocus();
    (inNoMatches as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('0 trainings')).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
