import { LEARNER_UID } from '@fixtures/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mainOf, neverResponds, respondsWith } from '@/features/catalog/story-helpers';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, findEnabledButton, waitForPage } from '@/testing/page-helpers';
import type { StoryParameters } from '@/testing/story-parameters';

const at = (parameters: StoryParameters = {}) =>
  pageParameters('/subscriptions', { role: 'learner', ...parameters });

const meta = {
  title: 'Pages/Subscriptions',
  decorators: [withPage],
  parameters: at(),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const toastWith = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByTestId('toast').some((node) => node.textContent?.includes(text))).toBe(true),
  );

export const Following: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    const trainings = within(await main.findByRole('region', { name: 'Trainings' }));
    await expect(trainings.getAllByRole('listitem')).toHaveLength(2);
    await expect(trainings.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/course\/\d+$/),
    );
    const categories = within(main.getByRole('region', { name: 'Categories' }));
    await expect(categories.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/catalog\?/),
    );
  },
};

/** Unfollowing removes the line at once; Undo in the notice brings it back. */
export const UnfollowAndUndo: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    const trainings = within(await main.findByRole('region', { name: 'Trainings' }));
    const first = trainings.getAllByRole('link')[0] as HTMLElement;
    const title = first.textContent ?? '';
    await userEvent.click(
      await findEnabledButton(main.getByRole('region', { name: 'Trainings' }), `Unfollow ${title}`),
    );
    const body = within(document.body);
    await toastWith(`You no longer follow ${title}.`);
    await waitFor(() => expect(trainings.getAllByRole('listitem')).toHaveLength(1));
    // The line is gone: the focus goes to the Unfollow now in its place.
    await waitFor(() => expect(trainings.getByRole('button', { name: /^Unfollow / })).toHaveFocus());
    await userEvent.click(await body.findByRole('button', { name: 'Undo' }));
    await toastWith(`You follow ${title} again.`);
    await waitFor(() => expect(trainings.getAllByRole('listitem')).toHaveLength(2));
    await expect(trainings.getByRole('link', { name: title })).toBeVisible();
    // Followed again: the focus goes back to its line.
    await waitFor(() => expect(trainings.getByRole('button', { name: `Unfollow ${title}` })).toHaveFocus());
  },
};

/** The last follow unfollowed: the page says it follows nothing, and the focus goes to its link on. */
export const UnfollowTheLast: Story = {
  tags: ['no-screenshot'],
  parameters: at({
    mockDb: (db) => {
      db.platform.subscriptions.set(
        LEARNER_UID,
        (db.platform.subscriptions.get(LEARNER_UID) ?? []).slice(0, 1),
      );
      db.platform.taxonomyTerms = [];
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await userEvent.click(
      await findEnabledButton(await main.findByRole('region', { name: 'Trainings' }), /^Unfollow /),
    );
    await expect(await main.findByRole('heading', { name: 'You follow nothing yet' })).toBeVisible();
    await waitFor(() => expect(main.getByRole('link', { name: 'Browse the catalogue' })).toHaveFocus());
  },
};

export const Empty: Story = {
  parameters: at({
    mockDb: (db) => {
      db.platform.subscriptions.set(LEARNER_UID, []);
      db.platform.taxonomyTerms = [];
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { name: 'You follow nothing yet' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  },
};

export const Loading: Story = {
  parameters: at({ msw: { handlers: { follows: [neverResponds('follows')] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainOf(canvasElement).findByTestId('follows-loading')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: at({ msw: { handlers: { follows: [respondsWith('follows', 500)] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: at({ role: 'visitor' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainOf(canvasElement).findByRole('heading', { level: 1, name: 'Log in' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: at({ locale: 'ar' }),
  play: async ({ canvasElement }) => {
    await expectRightToLeftPage(canvasElement);
  },
};
