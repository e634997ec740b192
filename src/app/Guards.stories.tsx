import { createHandlerGroups } from '@mocks/handlers';
import { heldResponse } from '@mocks/held-response';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { pageLocations, pageParameters, publicConfigPending, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';
import { pendingQueryKeys } from '@/testing/settle';

/** The guards (src/app/guards.ts) in front of the real route table's pages. */
const meta = {
  title: 'App/Guards',
  decorators: [withPage],
  parameters: pageParameters('/availability', { role: 'learner' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const settings = '*/api/v2/settings';

export const GateOpen: Story = {
  parameters: pageParameters('/availability', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My availability' })).toBeVisible();
    await waitForPage(canvasElement);
    await expect(canvas.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  },
};

export const GateClosedGoesToDenied: Story = {
  parameters: pageParameters('/settings/incentives/products', { role: 'learner' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(pageLocations.at(-1)).toBe('/denied');
  },
};

export const GateClosedMarkedNotFound: Story = {
  parameters: pageParameters('/storefront', { role: 'learner', scenario: 'storefrontDisabled' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(pageLocations.at(-1)).toBe('/not-found');
  },
};

/** While the settings load, the gate renders nothing of the page, and one overlay covers the screen. */
export const GateLoading: Story = {
  parameters: pageParameters('/availability', {
    role: 'learner',
    msw: { handlers: { settings: [http.get(settings, neverRespond)] } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('loading-overlay')).toBeVisible();
    await expect(canvas.getAllByTestId('loading-overlay')).toHaveLength(1);
    await expect(canvas.queryByRole('heading', { name: 'My availability' })).not.toBeInTheDocument();
  },
};

/** The general settings requests, held until the play releases them. */
const heldSettings = heldResponse('get', settings);

/**
 * While a gate waits for the settings, the screen is covered until the page is rendered: never a
 * moment with no overlay and an empty page (a page rendered a moment later under an overlay that
 * came back is what a person sees flash). The gate, when it was a component, had that gap
 * (`useDeferredValue` let the overlay go a render before the page; docs/testing.md); the middleware
 * must not bring it back.
 */
export const GateKeepsTheScreenCoveredUntilThePageIsRendered: Story = {
  parameters: pageParameters('/availability', {
    role: 'learner',
    msw: { handlers: { settings: [heldSettings.handler, ...createHandlerGroups(getMockDb).settings] } },
  }),
  beforeEach: () => {
    heldSettings.reset();
  },
  play: async ({ canvas, canvasElement }) => {
    await heldSettings.asked();
    // Everything else the shell waits for has arrived: the settings are the last to come.
    await waitFor(() =>
      expect(pendingQueryKeys().filter((key) => !key.startsWith('["Settings"'))).toEqual([]),
    );
    await expect(canvas.getByTestId('loading-overlay')).toBeVisible();
    // Every state the screen passes through once the settings have their response: an overlay, or a page.
    const uncovered: string[] = [];
    const record = () => {
      const covered = canvasElement.querySelector('[data-testid="loading-overlay"]') !== null;
      const main = canvasElement.querySelector('main');
      if (!covered && !main?.firstElementChild) uncovered.push(main?.outerHTML ?? '(no main)');
    };
    const observer = new MutationObserver(record);
    observer.observe(canvasElement, { subtree: true, childList: true });
    heldSettings.release();
    await waitForPage(canvasElement);
    observer.disconnect();
    await expect(uncovered).toEqual([]);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My availability' })).toBeVisible();
  },
};

/** Through the real route table. */
export const HomeSignedInGoesToDashboard: Story = {
  parameters: pageParameters('/', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good morning, Jonas' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const HomeStorefrontOffGoesToLogin: Story = {
  parameters: pageParameters('/', { role: 'visitor', scenario: 'storefrontDisabled' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const HomeCatalogOffGoesToLogin: Story = {
  parameters: pageParameters('/', {
    role: 'visitor',
    mockDb: (db) => {
      db.platform.publicConfig.catalog = false;
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const HomeWhilePublicConfigLoads: Story = {
  parameters: pageParameters('/', {
    role: 'visitor',
    msw: publicConfigPending(),
  }),
  // The home's rules wait for it (src/app/guards.ts): the router's overlay covers the screen meanwhile.
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('loading-overlay')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

export const GuardedUrlGoesToLoginWithRedirect: Story = {
  parameters: pageParameters('/user/2/edit', { role: 'visitor' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const HomeSignedInRightToLeft: Story = {
  parameters: pageParameters('/', { role: 'learner', locale: 'ar' }),
  play: async ({ canvasElement }) => expectRightToLeftPage(canvasElement),
};
