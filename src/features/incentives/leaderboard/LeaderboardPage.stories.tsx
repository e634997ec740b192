import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLaidOutLeftToRight } from '@/testing/page-helpers';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import {
  expectCurrentPage,
  expectNoSidewaysScroll,
  expectNotFoundPage,
  expectWholeWords,
  incentivesGroup,
  neverResponds,
  respondWith,
} from '../shared/story-helpers';
import { LeaderboardPage } from './LeaderboardPage';

const meta = {
  title: 'Incentives/Leaderboard/LeaderboardPage',
  component: LeaderboardPage,
  parameters: storyParameters({
    router: { route: '/leaderboard', path: '/leaderboard' },
  }),
} satisfies Meta<typeof LeaderboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const ranking = await canvas.findByRole('list', { name: 'Ranking' });
    const rows = within(ranking).getAllByRole('listitem');
    await expect(rows.length).toBeGreaterThan(5);
    await expect(rows[0]).toHaveTextContent(/^Rank 1/);
    await expect(canvas.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
    // The period is the days up to now, not the calendar month: the caption says which.
    await expect(canvas.getByText('Points earned in the last 30 days.')).toBeVisible();
    const own = canvas.getByTestId('own-rank');
    await expect(own).toHaveAttribute('aria-current', 'true');
    await expect(within(own).getByText('You')).toBeVisible();
  },
};

export const AllTime: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Ranking' });
    await userEvent.click(canvas.getByRole('tab', { name: 'All time' }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true'),
    );
    const pages = await canvas.findByRole('navigation', { name: 'Leaderboard pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 1 of 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The second page ranks on from the first: this month, everyone on it has no points yet and shares one rank. */
export const SecondPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Ranking' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expectCurrentPage(canvasElement, 'Leaderboard pages', 'Page 2 of 2');
    const rows = within(canvas.getByRole('list', { name: 'Ranking' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent(/^Rank 25\D/);
    for (const row of rows) await expect(row).toHaveTextContent(/\D0 points$/);
  },
};

export const OwnRankBeyondThePage: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      // The learner earned nothing: they rank last, past the first page.
      db.incentives.transactions = db.incentives.transactions.filter((item) => item.user.uid !== 2);
    },
    router: { route: '/leaderboard?period=all', path: '/leaderboard' },
  }),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Your rank' });
    await expect(within(region).getByText('You')).toBeVisible();
    await expect(within(region).getByText('0 points')).toBeVisible();
  },
};

export const NobodyEarned: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      db.incentives.transactions = [];
    },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nobody has earned points in this period yet' }),
    ).toBeVisible();
  },
};

export const LongNames: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      for (const member of db.incentives.members) {
        const user = db.platform.users.find((item) => item.uid === member.uid);
        if (user) user.full_name = `${user.full_name} Featherstonehaugh-Wolfeschlegelsteinhausenberger`;
      }
    },
  }),
  play: async ({ canvas }) => {
    const ranking = await canvas.findByRole('list', { name: 'Ranking' });
    const first = within(ranking).getAllByRole('listitem')[0] as HTMLElement;
    await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth + 1);
  },
};

/** 390 px wide: names wrap between words (they broke mid-word), the points go under them. */
export const PhoneWidth: Story = {
  globals: phoneViewport,
  parameters: storyParameters({
    mockDb: (db) => {
      const [first, second] = db.incentives.members;
      const named = (uid: number | undefined, fullName: string) => {
        const user = db.platform.users.find((item) => item.uid === uid);
        if (user) user.full_name = fullName;
      };
      named(first?.uid, 'Bartholomew Alexander Featherstonehaugh-Wolfeschlegelstein');
      named(second?.uid, 'Maximiliane Konstantinopoulou Vanderbilt');
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    const ranking = await canvas.findByRole('list', { name: 'Ranking' });
    await expect(ranking).toHaveTextContent('Featherstonehaugh-Wolfeschlegelstein');
    for (const row of within(ranking).getAllByRole('listitem')) {
      const points = within(row).getByText(/\d+ points?$/);
      await expect(points.getBoundingClientRect().right).toBeLessThanOrEqual(
        row.getBoundingClientRect().right,
      );
    }
    await expectNoSidewaysScroll();
    await expectWholeWords(canvasElement);
  },
};

export const Loading: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(neverResponds('get', 'incentives/leaderboard')) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading leaderboard' })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'incentives/leaderboard', 500)) },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
  },
};

export const SwitchedOff: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'incentives/leaderboard', 404)) },
  }),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
  },
};

/** The Arabic page; people's names, written in their own letters, keep their own order (`<bdi>`). */
export const RightToLeft: Story = {
  parameters: storyParameters({
    locale: 'ar',
    mockDb: (db) => {
      for (const member of db.incentives.members) {
        const user = db.platform.users.find((item) => item.uid === member.uid);
        if (user) user.full_name = `${user.full_name} Jr.`;
      }
    },
  }),
  play: async ({ canvas }) => {
    const ranking = await canvas.findByRole('list', { name: translated('ar', 'Ranking') });
    await expect(ranking).toBeVisible();
    const first = within(ranking).getAllByRole('listitem')[0] as HTMLElement;
    await expectLaidOutLeftToRight(within(first).getByText(/ Jr\.$/));
  },
};
