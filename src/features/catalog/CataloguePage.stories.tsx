import { LEARNER_UID } from '@fixtures/users';
import { setEnrolment } from '@mocks/handlers/catalog-courses';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageLocations, pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';
import type { StoryParameters } from '@/testing/story-parameters';
import { phoneViewport } from '@/testing/story-parameters';
import { mainOf, neverResponds, respondsWith } from './story-helpers';

const catalogue = (route = '/catalog', parameters: StoryParameters = {}) =>
  pageParameters(route, { role: 'learner', ...parameters });

const meta = {
  title: 'Pages/Catalogue/Catalogue',
  decorators: [withPage],
  parameters: catalogue(),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the first page of trainings. */
async function findResults(canvasElement: HTMLElement) {
  await waitForPage(canvasElement);
  const main = mainOf(canvasElement);
  await main.findByRole('heading', { level: 1, name: 'Catalogue' });
  await waitFor(() =>
    expect(main.getByRole('region', { name: 'Trainings' })).toHaveAttribute('aria-busy', 'false'),
  );
  return main;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await expect(main.getByText('60 trainings')).toBeVisible();
    await expect(main.getAllByRole('article')).toHaveLength(12);
    const first = main.getAllByRole('article')[0] as HTMLElement;
    await expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/course\/\d+$/),
    );
    for (const vocabulary of ['Topics', 'Skills', 'Levels']) {
      await expect(await main.findByRole('group', { name: vocabulary })).toBeVisible();
    }
    await expect(main.getByRole('navigation', { name: 'Catalogue pages' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Catalogue \| /));
  },
};

export const FilterSortAndPage: Story = {
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(main.getByRole('button', { name: 'Page 2 of 5' })).toHaveAttribute('aria-current', 'page'),
    );
    // Filtering starts again from the first page; the count comes from the facet.
    const levels = await main.findByRole('group', { name: 'Levels' });
    const beginner = within(levels).getByRole('checkbox', { name: /^Beginner/ });
    const count = Number(/\((\d+)\)/.exec(levels.textContent?.split('Beginner')[1] ?? '')?.[1]);
    await userEvent.click(beginner);
    await waitFor(() => expect(main.getByText(`${count} trainings`)).toBeVisible());
    await expect(main.queryByRole('button', { name: 'Page 2 of 5' })).not.toBeInTheDocument();
    await userEvent.click(main.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(main.getByText('60 trainings')).toBeVisible());
    await expect(main.getByRole('button', { name: 'Page 1 of 5' })).toHaveAttribute('aria-current', 'page');
    // The button went with the filters: the focus goes on from the count line.
    await expect(main.getByText('60 trainings')).toHaveFocus();
  },
};

/** The pager under the list brings the next page's start into view, not the end of it, and the focus there. */
export const NextPageFromUnderTheList: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    const next = main.getByRole('button', { name: 'Next page' });
    next.scrollIntoView({ block: 'end' });
    const results = main.getByRole('region', { name: 'Trainings' });
    await expect(results.getBoundingClientRect().top).toBeLessThan(0);
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(main.getByRole('button', { name: 'Page 2 of 5' })).toHaveAttribute('aria-current', 'page'),
    );
    await waitFor(() => expect(results.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await expect(results.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);
    // The focus goes with it, not left on the pager out of sight: Tab goes on in the new page.
    await expect(results).toHaveFocus();
    await userEvent.tab();
    await expect(results.contains(document.activeElement)).toBe(true);
    await expect(document.activeElement?.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/** Show all: the terms appear above the button, and the focus goes to the first of them. */
export const ShowAllTerms: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    const topics = await main.findByRole('group', { name: 'Topics' });
    const before = within(topics).getAllByRole('checkbox').length;
    within(topics)
      .getByRole('button', { name: /^Show all \d+ in Topics$/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const boxes = within(topics).getAllByRole('checkbox');
    await expect(boxes.length).toBeGreaterThan(before);
    await expect(boxes[before]).toHaveFocus();
  },
};

/** A link past the last page (a stale one) shows the last page, and the address says so. */
export const PastTheLastPage: Story = {
  tags: ['no-screenshot'],
  parameters: catalogue('/catalog?page=99'),
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await waitFor(() =>
      expect(main.getByRole('button', { name: 'Page 5 of 5' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(main.getAllByRole('article').length).toBeGreaterThan(0);
    await expect(pageLocations.at(-1)).toBe('/catalog?page=5');
  },
};

export const SearchWithNoResults: Story = {
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await userEvent.type(main.getByRole('searchbox', { name: 'Search trainings' }), 'zzzz');
    await userEvent.click(main.getByRole('button', { name: 'Search' }));
    await expect(await main.findByRole('heading', { name: 'No trainings match your filters' })).toBeVisible();
  },
};

export const MarksMyTrainings: Story = {
  parameters: catalogue('/catalog?s=Leading%20hybrid%20teams', {
    mockDb: (db) =>
      setEnrolment(db, LEARNER_UID, 1, {
        status: 'enrolled',
        enrolled: '2026-10-12 08:00:00',
        completedLessons: [],
        lessonsDone: 2,
      }),
  }),
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await expect(main.getByRole('searchbox', { name: 'Search trainings' })).toHaveValue(
      'Leading hybrid teams',
    );
    const card = (await main.findByRole('link', { name: 'Leading hybrid teams' })).closest('article');
    await waitFor(() => expect(within(card as HTMLElement).getByText('In progress')).toBeVisible());
  },
};

export const ListView: Story = {
  parameters: catalogue('/catalog?view=list&sort=title'),
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await expect(main.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getAllByRole('article')).toHaveLength(12);
  },
};

export const EmptyCatalogue: Story = {
  parameters: catalogue('/catalog', {
    mockDb: (db) => {
      db.platform.trainings.length = 0;
    },
  }),
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    await expect(await main.findByRole('heading', { name: 'The catalogue is empty' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: catalogue('/catalog', {
    msw: {
      handlers: { catalog: [neverResponds('trainings')], courses: [neverResponds('catalog/facets')] },
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainOf(canvasElement).findByTestId('catalogue-loading')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: catalogue('/catalog', {
    msw: {
      handlers: { catalog: [respondsWith('trainings', 500)], courses: [respondsWith('catalog/facets', 500)] },
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'The catalogue could not be loaded.' }),
    ).toBeVisible();
    // The filters fail on their own request, which may respond after the list's.
    await expect(await main.findByRole('alert')).toHaveTextContent('The filters could not be loaded.');
    // Each with a way to ask again.
    for (const retry of main.getAllByRole('button', { name: 'Try again' })) await expect(retry).toBeEnabled();
    await expect(main.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

export const Forbidden: Story = {
  parameters: catalogue('/catalog', { msw: { handlers: { catalog: [respondsWith('trainings', 403)] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainOf(canvasElement).findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeVisible();
  },
};

export const VisitorGoesToLogin: Story = {
  parameters: catalogue('/catalog', { role: 'visitor' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainOf(canvasElement).findByRole('heading', { name: 'Log in' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const PhoneFilters: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const main = await findResults(canvasElement);
    const toggle = main.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(main.queryByRole('group', { name: 'Levels' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(await main.findByRole('group', { name: 'Levels' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const RightToLeft: Story = {
  parameters: catalogue('/catalog', { locale: 'ar' }),
  play: async ({ canvasElement }) => {
    await expectRightToLeftPage(canvasElement);
  },
};
