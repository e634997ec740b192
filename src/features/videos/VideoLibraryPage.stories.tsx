import { removeAllVideos } from '@mocks/handlers/videos';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mainOf, neverResponds, respondsWith } from '@/features/catalog/story-helpers';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';
import type { StoryParameters } from '@/testing/story-parameters';
import { phoneViewport } from '@/testing/story-parameters';

const library = (route = '/videos', parameters: StoryParameters = {}) =>
  pageParameters(route, { role: 'learner', ...parameters });

const meta = {
  title: 'Pages/Videos/Library',
  decorators: [withPage],
  parameters: library(),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the list of videos to arrive. */
async function findResults(canvasElement: HTMLElement) {
  await waitForPage(canvasElement);
  const main = mainOf(canvasElement);
  await main.findByRole('heading', { level: 1, name: 'Videos' });
  await waitFor(() =>
    expect(main.getByRole('region', { name: 'Videos' })).toHaveAttribute('aria-busy', 'false'),
  );
  return main;
}

async function choose(main: ReturnType<typeof within>, select: string, option: string | RegExp) {
  await userEvent.click(main.getByRole('combobox', { name: select }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
  await waitFor(() => expect(main.getByRole('combobox', { name: select })).toHaveTextContent(option));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await expect(main.getByText('12 videos')).toBeVisible();
    const cards = main.getAllByRole('article');
    await expect(cards).toHaveLength(12);
    // Newest first: the feedback talk, with its duration and the learner's own progress elsewhere.
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('link', { name: 'Giving feedback that lands' })).toHaveAttribute(
      'href',
      '/videos/1',
    );
    await expect(first.getByText(/^Duration/).parentElement).toHaveTextContent(/\d:\d\d$/);
    await expect(main.getAllByRole('progressbar').length).toBeGreaterThan(0);
    await expect(main.getAllByText('Watched').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toMatch(/^Videos \| /));
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await userEvent.type(main.getByRole('searchbox', { name: 'Search videos' }), 'phishing');
    await userEvent.click(main.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(main.getByText('1 video')).toBeVisible());
    await expect(main.getByRole('link', { name: 'Spotting a phishing email' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(main.getByText('12 videos')).toBeVisible());
    // The button went with the search: the focus goes on from the count line.
    await expect(main.getByText('12 videos')).toHaveFocus();
  },
};

export const FilterAndSort: Story = {
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await choose(main, 'Topic', /^Leadership/);
    await waitFor(() => expect(main.getByText('3 videos')).toBeVisible());
    await choose(main, 'Sort by', 'Title (A–Z)');
    await waitFor(() =>
      expect(main.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Giving feedback that lands',
        'Presenting with confidence: the first thirty seconds',
        'Running a one-to-one that matters',
      ]),
    );
  },
};

export const NoMatch: Story = {
  parameters: library('/videos?topic=1&status=completed'),
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await expect(await main.findByRole('heading', { name: 'No videos match your filters' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Watched');
  },
};

/** The address holds the whole state: a shared link opens the same list. */
export const FromTheAddress: Story = {
  parameters: library('/videos?status=in_progress&sort=shortest'),
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await expect(main.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In progress');
    await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Shortest first');
    await expect(main.getByText('2 videos')).toBeVisible();
    await expect(main.getAllByRole('progressbar')).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: library('/videos', { mockDb: removeAllVideos }),
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await expect(await main.findByRole('heading', { name: 'No videos yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: library('/videos', {
    msw: { handlers: { videos: [neverResponds('videos'), neverResponds('videos/filters')] } },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainOf(canvasElement).findByTestId('videos-loading')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: library('/videos', {
    msw: { handlers: { videos: [respondsWith('videos', 500), respondsWith('videos/filters', 500)] } },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { name: 'The videos could not be loaded.' })).toBeVisible();
    // The filters fail on their own request, which may respond after the list's.
    await expect(await main.findByRole('alert')).toHaveTextContent('The filters could not be loaded.');
    // Each with a way to ask again.
    for (const retry of main.getAllByRole('button', { name: 'Try again' })) await expect(retry).toBeEnabled();
    await expect(main.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

export const Forbidden: Story = {
  parameters: library('/videos', { msw: { handlers: { videos: [respondsWith('videos', 403)] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainOf(canvasElement).findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeVisible();
  },
};

/** A visitor (or an expired session, 401) is sent to the login page. */
export const VisitorGoesToLogin: Story = {
  parameters: library('/videos', { role: 'visitor' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainOf(canvasElement).findByRole('heading', { name: 'Log in' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await expect(main.getAllByRole('article')).toHaveLength(12);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const RightToLeft: Story = {
  parameters: library('/videos', { locale: 'ar' }),
  play: async ({ canvasElement }) => {
    await expectRightToLeftPage(canvasElement);
    // Named in Arabic when the interface is translated: found by its place instead.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('main section[aria-labelledby]')).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    await expect(mainOf(canvasElement).getAllByRole('article')).toHaveLength(12);
  },
};
