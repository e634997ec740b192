import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { PageMeta } from '@/api/endpoint';
import { expectApartInForcedColours } from '@/testing/page-helpers';
import { hoverForReal } from '@/testing/real-pointer';
import { forcedColorsParameters, narrowPhoneViewport, storyParameters } from '@/testing/story-parameters';
import { Pagination, pagingFromMeta } from './Pagination';

function Paged({
  initialPage = 1,
  totalPages = 12,
  onPageChange,
}: {
  initialPage?: number;
  totalPages?: number;
  onPageChange: (page: number) => void;
}) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      label="Products pages"
      page={page}
      totalPages={totalPages}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const description =
  "Page numbers with previous and next, a navigation landmark named by `label`. The current page is `aria-current`; every button says which page it leads to. A list response's `meta` counts pages from 0: `pagingFromMeta(meta, setPage)` turns it into these props.\n\n**Do**\n- put it below the list it pages, and keep the page in the URL so a reload and the Back button keep it (it renders nothing when there is one page).\n\n**Don't**\n- page a list of a few dozen items the server sends whole: show them all;\n- pass a meta's page index as `page` (it is one more).";

const meta = {
  title: 'UI/Pagination',
  component: Paged,
  args: { onPageChange: fn() },
  tags: ['autodocs'],
  subcomponents: { Pagination },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Paged>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PagesAndKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Products pages' });
    await expect(nav).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1 of 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 12 of 12' })).toBeVisible();

    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2 of 12' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(previous).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 12 of 12' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Page 11 of 12' })).toBeVisible();

    // Next pressed onto the last page: the focus goes to that page's button, not out of the page.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 11 of 12' }));
    await waitFor(() => expect(next).toBeEnabled());
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Page 12 of 12' })).toHaveFocus());
  },
};

/** A contrast theme (forced colours) paints no backgrounds: the current page is in its selection colours. */
export const InForcedColours: Story = {
  args: { initialPage: 6 },
  parameters: forcedColorsParameters,
  play: async ({ canvas }) => {
    await expectApartInForcedColours(
      canvas.getByRole('button', { name: 'Page 6 of 12' }),
      canvas.getByRole('button', { name: 'Page 7 of 12' }),
    );
  },
};

export const MiddlePage: Story = {
  args: { initialPage: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 6 of 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 5 of 12' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 7 of 12' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 3 of 12' })).not.toBeInTheDocument();
  },
};

/** On a narrow phone a long pager keeps one row: first, current and last pages, between the arrows. */
export const ManyPagesOnANarrowPhone: Story = {
  globals: narrowPhoneViewport,
  args: { initialPage: 50, totalPages: 172 },
  play: async ({ canvas }) => {
    const shown = canvas.getAllByRole('button').filter((button) => button.checkVisibility());
    await expect(shown.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1 of 172',
      'Page 50 of 172',
      'Page 172 of 172',
      'Next page',
    ]);
    const tops = new Set(shown.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** Under the pointer (and after a tap, where the hover stays), the current page keeps its colours. */
export const CurrentPageHovered: Story = {
  tags: ['no-screenshot'],
  args: { initialPage: 6 },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('button', { name: 'Page 6 of 12' });
    const background = getComputedStyle(current).backgroundColor;
    await hoverForReal(current);
    await waitFor(() => expect(current.matches(':hover')).toBe(true));
    await expect(getComputedStyle(current).backgroundColor).toBe(background);
  },
};

export const SinglePageHidesItself: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  args: { initialPage: 3 },
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: translated('ar', 'Previous page') });
    const next = canvas.getByRole('button', { name: translated('ar', 'Next page') });
    // Previous sits on the right in right-to-left, and its arrow points right.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    const arrow = previous.querySelector('svg') as SVGElement;
    await expect(getComputedStyle(arrow).transform).not.toBe('none');
    await userEvent.click(previous);
    await waitFor(() => expect(canvas.getByRole('button', { current: 'page' })).toHaveAccessibleName(/2/));
  },
};

/** A list page keeps the API's zero-based page index (docs/product.md §3) and hands its meta over. */
function PagedList({ onPageChange }: { onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(0);
  const meta: PageMeta = { page, limit: 25, total: 60, totalPages: 3, isLastPage: page === 2 };
  return (
    <Pagination
      label="Products pages"
      {...pagingFromMeta(meta, (next) => {
        setPage(next);
        onPageChange(next);
      })}
    />
  );
}

export const FromListMeta: Story = {
  render: (args) => <PagedList onPageChange={args.onPageChange} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Page 1 of 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    // The list asks for the zero-based index the API expects.
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3 of 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled());
  },
};
