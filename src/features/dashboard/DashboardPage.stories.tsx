import { neverRespond } from '@mocks/never-respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { waitForPage } from '@/testing/page-helpers';

const meta = {
  title: 'Pages/Dashboard',
  decorators: [withPage],
  parameters: pageParameters('/dashboard'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const subscriptions = '*/api/v2/subscriptions';
const trainings = '*/api/v2/trainings';

export const Learner: Story = {
  parameters: pageParameters('/dashboard', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    // The pinned clock is 09:30 UTC.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good morning, Jonas' })).toBeVisible();
    await expect(await canvas.findByTestId('dashboard-points')).toHaveTextContent(/\d points?/);
    await expect(canvas.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/incentives');
    const progress = await canvas.findAllByRole('progressbar');
    await expect(progress.length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('heading', { name: 'Picked from the catalogue' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Dashboard | Northwind Academy'));
  },
};

export const Administrator: Story = {
  parameters: pageParameters('/dashboard', { role: 'administrator' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good morning, Amira' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Course administration' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageParameters('/dashboard', {
    msw: {
      handlers: {
        subscriptions: [http.get(subscriptions, neverRespond)],
        catalog: [http.get(trainings, neverRespond)],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const section = await canvas.findByRole('region', { name: 'My trainings' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: pageParameters('/dashboard', {
    scenario: 'emptyWallet',
    mockDb: (db) => {
      db.platform.subscriptions.clear();
      db.platform.trainings.length = 0;
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByText('No trainings yet')).toBeVisible();
    await expect(await canvas.findByText('Nothing to suggest yet')).toBeVisible();
    await expect(await canvas.findByTestId('dashboard-points')).toHaveTextContent('0 points');
  },
};

export const SectionsFail: Story = {
  parameters: pageParameters('/dashboard', {
    msw: {
      handlers: {
        subscriptions: [
          http.get(subscriptions, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
        ],
        catalog: [http.get(trainings, () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    // Each section says what failed, with a way to ask again.
    for (const name of ['My trainings', 'Picked from the catalogue']) {
      const part = await canvas.findByRole('region', { name });
      await expect(await within(part).findByRole('heading', { level: 3 })).toHaveTextContent(
        /could not be loaded\.$/,
      );
      await expect(within(part).getByRole('button', { name: 'Try again' })).toBeEnabled();
    }
  },
};

export const VisitorGoesToLogin: Story = {
  parameters: pageParameters('/dashboard', { role: 'visitor' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const LongNames: Story = {
  parameters: pageParameters('/dashboard', {
    mockDb: (db) => {
      const learner = db.platform.users.find((user) => user.uid === 2);
      if (learner) {
        learner.first_name = 'Maximiliana-Josefina-Alexandrina-Konstantina';
        learner.last_name = 'Vandenberghe-Oppenheimer-Castellanos-Featherstonehaugh';
        learner.full_name = `${learner.first_name} ${learner.last_name}`;
      }
      for (const list of db.platform.subscriptions.values()) {
        for (const subscription of list) {
          subscription.training.title = `${subscription.training.title}: a very long title about leadership, communication and change management in distributed teams`;
        }
      }
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: /Good morning, Maximiliana-Josefina-Alexandrina-Konstantina/,
      }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: pageParameters('/dashboard', { locale: 'ar' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};
