import { translated } from '@fixtures/translations';
import { neverRespond } from '@mocks/never-respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { pageLocations, pageParameters, withPage } from '@/testing/page-decorator';
import { waitForPage } from '@/testing/page-helpers';

const meta = {
  title: 'Pages/Search results',
  decorators: [withPage],
  parameters: pageParameters('/search?s=leadership&search_back_url=%2Fdashboard'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const search = '*/api/v2/search';

export const Results: Story = {
  parameters: pageParameters('/search?s=mentoring&search_back_url=%2Fdashboard', {
    // A word no other seeded training, page or person contains, so exactly these three match.
    mockDb: (db) => {
      db.platform.trainings.slice(0, 3).forEach((training, index) => {
        training.title =
          ['Mentoring essentials', 'Reverse mentoring', 'Mentoring in hybrid teams'][index] ?? training.title;
      });
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(await canvas.findByText('3 results for “mentoring”')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reverse mentoring' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('searchbox', { name: 'Search for' })).toHaveValue('mentoring');
  },
};

export const Paged: Story = {
  parameters: pageParameters('/search?s=a', {
    msw: {
      handlers: {
        search: [
          http.get(search, ({ request }) => {
            const page = Number(new URL(request.url).searchParams.get('page') ?? 0);
            return HttpResponse.json({
              data: Array.from({ length: 10 }, (_, index) => ({
                id: `t${page}-${index}`,
                type: 'training',
                title: `Result ${page * 10 + index + 1}`,
                url: `/course/${page * 10 + index + 1}`,
                excerpt: 'An excerpt around the match.',
                image: null,
              })),
              meta: { page, limit: 10, total: 25, totalPages: 3, isLastPage: page >= 2 },
            });
          }),
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Result 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('link', { name: 'Result 11' })).toBeVisible();
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    // The address counts pages as the page does, as every list's does.
    await expect(pageLocations.at(-1)).toBe('/search?s=a&page=2');
    // No back link without a search_back_url.
    await expect(canvas.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  parameters: pageParameters('/search?s=zzzxqv'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No results for “zzzxqv”' })).toBeVisible();
  },
};

export const NoQuery: Story = {
  parameters: pageParameters('/search'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for' }), 'leadership{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const Loading: Story = {
  parameters: pageParameters('/search?s=leadership', {
    msw: { handlers: { search: [http.get(search, neverRespond)] } },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Fails: Story = {
  parameters: pageParameters('/search?s=leadership', {
    msw: {
      handlers: { search: [http.get(search, () => HttpResponse.json({ message: 'boom' }, { status: 500 }))] },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The search could not be done.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const OffSiteBackUrlIsIgnored: Story = {
  parameters: pageParameters('/search?s=leadership&search_back_url=https%3A%2F%2Fevil.example%2F'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  },
};

export const VisitorGoesToLogin: Story = {
  parameters: pageParameters('/search?s=leadership', { role: 'visitor' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const LongTitles: Story = {
  parameters: pageParameters('/search?s=x', {
    msw: {
      handlers: {
        search: [
          http.get(search, () =>
            HttpResponse.json({
              data: [
                {
                  id: 'long',
                  type: 'page',
                  title:
                    'Comprehensive-introduction-to-organisational-leadership-communication-and-change-management-in-distributed-teams',
                  url: '/page/1',
                  excerpt: 'A very long excerpt '.repeat(20),
                  image: null,
                },
              ],
              meta: { page: 0, limit: 10, total: 1, totalPages: 1, isLastPage: true },
            }),
          ),
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Comprehensive-introduction/ })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: pageParameters('/search?s=leadership&search_back_url=%2Fdashboard', { locale: 'ar' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: translated('ar', 'Search results') }),
    ).toBeVisible();
  },
};
