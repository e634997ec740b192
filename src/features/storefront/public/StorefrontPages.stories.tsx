import { storefrontHandlers } from '@mocks/handlers/storefront';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { waitForPage } from '@/testing/page-helpers';
import { phoneViewport } from '@/testing/story-parameters';

/** The page's main content, so the header's own links and headings never match. */
const mainContent = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.getElementById('main-content') ?? canvasElement);

const meta = {
  title: 'Pages/Storefront',
  decorators: [withPage],
  parameters: pageParameters('/', { role: 'visitor' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const storefront = '*/api/v2/storefront';
const section = '*/api/v2/storefront_sections/:id';
/** The storefront handlers, with this GET responding with 404. */
const respondingWith404 = (path: string) => ({
  storefront: [
    http.get(path, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    ...storefrontHandlers(getMockDb),
  ],
});
/** `globals` of a story rendered at the phone's size, 390×844 (the preview's 'phone' viewport). */
/** The app's not-found page in the shell, at the address asked for: not an error box inside the page. */
async function expectNotFoundPage(canvasElement: HTMLElement) {
  await waitForPage(canvasElement);
  const main = mainContent(canvasElement);
  await expect(await main.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(main.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  await expect(main.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toMatch(/^Page not found/));
}

export const VisitorHome: Story = {
  parameters: pageParameters('/', { role: 'visitor' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    const title = await main.findByRole('heading', { level: 1, name: 'Storefront' });
    await expect(within(title).getByRole('link', { name: 'Storefront' })).toHaveAttribute('href', '/');
    await expect(
      await main.findByRole('heading', { level: 2, name: /Learn something new today|Grow your skills/ }),
    ).toBeVisible();
    await expect(main.getByTestId('storefront-sections').children.length).toBeGreaterThan(2);
    await waitFor(() => expect(document.title).toMatch(/^Storefront/));
  },
};

export const RegisteredStorefront: Story = {
  parameters: pageParameters('/storefront', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    const title = await main.findByRole('heading', { level: 1, name: 'Storefront' });
    await expect(within(title).getByRole('link')).toHaveAttribute('href', '/storefront');
    await expect(await main.findByRole('region', { name: 'Explore by topic' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageParameters('/storefront', {
    role: 'learner',
    msw: { handlers: { storefront: [http.get(storefront, neverRespond)] } },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await expect(await main.findByText('Loading the storefront')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: pageParameters('/storefront', {
    role: 'learner',
    mockDb: (db) => {
      db.storefront.storefronts.registered.sections = [];
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainContent(canvasElement).findByRole('heading', { name: 'Nothing to see here yet' }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: pageParameters('/storefront', {
    role: 'learner',
    msw: { handlers: { storefront: [http.get(storefront, () => HttpResponse.json({}, { status: 500 }))] } },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'The storefront could not be loaded.' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const StorefrontPageSwitchedOff: Story = {
  parameters: pageParameters('/storefront', { role: 'learner', scenario: 'storefrontDisabled' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainContent(canvasElement).findByRole('heading', { level: 1, name: /not found/i }),
    ).toBeVisible();
  },
};

export const Search: Story = {
  parameters: pageParameters('/storefront/search?vocabulary=topics&tags=1', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to the storefront' })).toHaveAttribute(
      'href',
      '/storefront',
    );
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent(/training/));
    await userEvent.type(main.getByRole('searchbox', { name: 'Search trainings' }), 'zzzz-no-such-training');
    await userEvent.click(main.getByRole('button', { name: 'Search' }));
    await expect(await main.findByRole('heading', { name: 'No trainings match your search.' })).toBeVisible();
  },
};

export const SectionOnItsOwnPage: Story = {
  parameters: pageParameters('/storefront/2', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await expect(await main.findByRole('link', { name: 'Back to the storefront' })).toHaveAttribute(
      'href',
      '/storefront',
    );
    await expect(await main.findByTestId('section-trainings')).toBeVisible();
  },
};

export const SectionNotFound: Story = {
  parameters: pageParameters('/storefront/9999', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
  },
};

export const UnknownSectionGoesToNotFound: Story = {
  parameters: pageParameters('/storefront/2', {
    role: 'learner',
    msw: { handlers: respondingWith404(section) },
  }),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
  },
};

export const UnknownStorefrontGoesToNotFound: Story = {
  parameters: pageParameters('/storefront', {
    role: 'learner',
    msw: { handlers: respondingWith404(storefront) },
  }),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
  },
};

/** 390 px wide: the results' headings follow the page's h1 (at this width no sidebar heading comes between). */
export const SearchAtPhoneWidth: Story = {
  globals: phoneViewport,
  parameters: pageParameters('/storefront/search?vocabulary=topics&tags=1', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent(/training/));
    await expect(main.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    await expect(main.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const RightToLeft: Story = {
  parameters: pageParameters('/', { role: 'visitor', locale: 'ar', scenario: 'rtlLanguage' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(await mainContent(canvasElement).findByTestId('storefront-sections')).toBeVisible();
  },
};
