import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { BackLink } from './BackLink';

function Gallery() {
  return (
    <Routes>
      <Route
        path="/incentives/:id"
        element={
          <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
            <BackLink to="/incentives" title="Back to Incentives" />
            <BackLink to="/search-results?s=chemistry" title="Back to search results" redirect />
            <BackLink
              to="/settings"
              title="Back to Settings with a very long title that wraps onto more than one line on narrow screens"
            />
          </div>
        }
      />
      <Route path="/incentives" element={<h1>Shop</h1>} />
    </Routes>
  );
}

const description =
  'An arrow plus the title of the page it leads back to; the arrow points backwards in either direction. Used in the `back` slot of `Page`.\n\n**Do**\n- name the destination ("Incentives settings"), not "Back";\n- put it in `Page`\'s `back` slot so every page has it in the same place.\n\n**Don\'t**\n- use it for browser history: it goes to a fixed URL;\n- place several on one page.';

const meta = {
  title: 'UI/BackLink',
  component: Gallery,
  parameters: storyParameters({
    router: { route: '/incentives/3' },
    docs: { description: { component: description } },
  }),
  tags: ['autodocs'],
  subcomponents: { BackLink },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InAppAndRedirect: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to search results' })).toHaveAttribute(
      'href',
      '/search-results?s=chemistry',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Incentives' }));
    await expect(await canvas.findByRole('heading', { name: 'Shop' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar', router: { route: '/incentives/3' } }),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to Incentives' });
    const arrow = link.querySelector('svg') as SVGElement;
    await expect(getComputedStyle(arrow).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    // The arrow comes first in reading order, so it sits on the right.
    await expect(arrow.getBoundingClientRect().left).toBeGreaterThan(
      (link.querySelector('bdi') as HTMLElement).getBoundingClientRect().left,
    );
  },
};
