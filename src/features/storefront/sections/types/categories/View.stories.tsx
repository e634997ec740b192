import { neverRespond } from '@mocks/never-respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { SectionView } from '../../SectionView';
import { section, terms } from '../../section-story';

/** The categories section as the storefront, its own page and the editor render it (`SectionView`). */
const meta = {
  title: 'Storefront/Sections/Categories',
  component: SectionView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Categories: Story = {
  args: { section: section('categories'), pageLink: '/storefront/7' },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Explore by topic' });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    const links = within(region).getAllByRole('link');
    await expect(links[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/storefront/search?vocabulary=topics&tags='),
    );
  },
};

export const CategoriesLoading: Story = {
  args: { section: section('categories') },
  parameters: storyParameters({ msw: { handlers: { taxonomy: [http.get(terms, neverRespond)] } } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('section-categories')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  },
};
