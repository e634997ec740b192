import { translated } from '@fixtures/translations';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { StoryRoutes } from '../../shared/StoryRoutes';
import {
  chooseOption,
  expectCurrentPage,
  expectNoSidewaysScroll,
  expectNotFoundPage,
  expectToast,
  expectWholeWords,
  incentivesGroup,
  neverResponds,
  respondWith,
  withNotices,
} from '../../shared/story-helpers';
import { TransactionDetailsPage } from './TransactionDetailsPage';
import { TransactionsListPage } from './TransactionsListPage';

function TransactionsArea() {
  return (
    <StoryRoutes
      pages={{
        '/settings/incentives/transactions': TransactionsListPage,
        '/settings/incentives/transactions/:id': TransactionDetailsPage,
      }}
    />
  );
}

const at = (route: string) => storyParameters({ router: { route, path: '*' } });
const LIST = '/settings/incentives/transactions';
const lastOfType = (type: string) =>
  getMockDb()
    .incentives.transactions.filter((item) => item.type === type)
    .at(-1)?.id ?? 1;

const meta = {
  title: 'Incentives/Admin/Transactions',
  component: TransactionsArea,
  decorators: [withNotices],
  parameters: storyParameters({
    role: 'administrator',
    ...at(LIST),
  }),
} satisfies Meta<typeof TransactionsArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Transactions' });
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expectCurrentPage(canvasElement, 'Transaction pages', /^Page 1 of \d+$/);
  },
};

/** 390 px wide: the rows are cards (names were one letter a line in the squeezed table), and the page never scrolls sideways. */
export const PhoneWidth: Story = {
  globals: phoneViewport,
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Transactions' });
    await expect(canvas.queryByRole('table', { name: 'Transactions' })).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    await expect(items).toHaveLength(25);
    await expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/settings\/incentives\/transactions\/\d+$/),
    );
    await expectNoSidewaysScroll();
    await expectWholeWords(canvasElement);
  },
};

export const FilterByTypeAndPerson: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Transactions' });
    await chooseOption(canvasElement, 'Type', 'Spent');
    await waitFor(() => {
      const rows = within(canvas.getByRole('table', { name: 'Transactions' }))
        .getAllByRole('row')
        .slice(1);
      for (const row of rows) expect(row).toHaveTextContent('Spent');
    });
    const person = canvas.getByRole('combobox', { name: 'Person' });
    await waitFor(() => expect(person).toBeEnabled());
    const learner = getMockDb().platform.users.find((user) => user.uid === 2)?.full_name ?? '';
    await chooseOption(canvasElement, 'Person', learner);
    await chooseOption(canvasElement, 'Type', 'Any');
    await waitFor(() => {
      const rows = within(canvas.getByRole('table', { name: 'Transactions' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent(learner);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    // The button goes with the filters; the focus goes to the first of them.
    await waitFor(() => expect(person).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

export const DateRangeWithoutResults: Story = {
  parameters: at(`${LIST}?from=2030-01-01&to=2030-01-31`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No transactions match these filters' }),
    ).toBeVisible();
    // The chosen day shows in the language's own format.
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('01/01/2030');
  },
};

const EARLIER_THAN_FROM = 'Enter a valid date no earlier than the start of the range.';

/** On the list from 2030-01-10: a To five days before it, typed and left. */
async function typeToBeforeFrom(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('heading', { name: 'No transactions match these filters' });
  const to = canvas.getByRole('textbox', { name: 'To' });
  await userEvent.type(to, '01/05/2030');
  await userEvent.tab();
  return to;
}

/** A To typed before From is refused with a message; the list keeps its range. */
export const DateRangeBackwards: Story = {
  parameters: at(`${LIST}?from=2030-01-10`),
  play: async ({ canvas }) => {
    const to = await typeToBeforeFrom(canvas);
    await expect(await canvas.findByText(EARLIER_THAN_FROM)).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(EARLIER_THAN_FROM);
  },
};

/** Corrected, the message goes and the range filters. */
export const DateRangeCorrected: Story = {
  tags: ['no-screenshot'],
  parameters: at(`${LIST}?from=2030-01-10`),
  play: async ({ canvas }) => {
    const to = await typeToBeforeFrom(canvas);
    await canvas.findByText(EARLIER_THAN_FROM);
    await userEvent.clear(to);
    await userEvent.type(to, '01/31/2030');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText(EARLIER_THAN_FROM)).not.toBeInTheDocument());
    await expect(to).not.toHaveAttribute('aria-invalid');
  },
};

/** The ranges each list request asked for (reset before the story); the mock's own handler responds. */
let askedRanges: string[] = [];
const recordRange = http.get('*/api/v2/incentives/transactions', ({ request }) => {
  const { searchParams } = new URL(request.url);
  askedRanges.push(`${searchParams.get('date_from')} – ${searchParams.get('date_to')}`);
});

/**
 * A From refused for being after To is taken once To moves past it: the message goes and the list
 * filters by the whole range, without the From typed again.
 */
export const RefusedStartTakenOnceTheEndMoves: Story = {
  tags: ['no-screenshot'],
  parameters: {
    ...at(`${LIST}?to=2030-01-10`),
    msw: { handlers: incentivesGroup(recordRange) },
  },
  beforeEach: () => {
    askedRanges = [];
  },
  play: async ({ canvas }) => {
    const from = await canvas.findByRole('textbox', { name: 'From' });
    const to = canvas.getByRole('textbox', { name: 'To' });
    await userEvent.type(from, '01/20/2030');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Enter a valid date no later than the end of the range.'),
    ).toBeVisible();
    await userEvent.clear(to);
    await userEvent.type(to, '01/31/2030');
    await userEvent.tab();
    await waitFor(() => expect(askedRanges.at(-1)).toBe('2030-01-20 00:00:00 – 2030-01-31 23:59:59'));
    await expect(canvas.queryByText('Enter a valid date no later than the end of the range.')).toBeNull();
    await expect(from).toHaveValue('01/20/2030');
    await expect(from).not.toHaveAttribute('aria-invalid');
  },
};

/** A day that does not exist, with no filter applied: Clear filters takes the message away, and so does emptying the field. */
export const NoDayTypedThenCleared: Story = {
  tags: ['no-screenshot'],
  parameters: at(LIST),
  play: async ({ canvas }) => {
    const noDay = 'Enter a valid date, or choose one from the calendar.';
    const from = await canvas.findByRole('textbox', { name: 'From' });
    await userEvent.type(from, '02/30/2026');
    await userEvent.tab();
    await expect(await canvas.findByText(noDay)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(canvas.queryByText(noDay)).not.toBeInTheDocument());
    await userEvent.type(from, '02/30/2026');
    await userEvent.tab();
    await canvas.findByText(noDay);
    await userEvent.clear(from);
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText(noDay)).not.toBeInTheDocument());
    await expect(from).not.toHaveAttribute('aria-invalid');
  },
};

export const NoTransactions: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      db.incentives.transactions = [];
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No transactions yet' })).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(neverResponds('get', 'incentives/transactions')) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('skeleton')).toBeInTheDocument();
  },
};

export const ListServerError: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'incentives/transactions', 500)) },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
  },
};

export const ListForbidden: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'incentives/transactions', 403)) },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  },
};

export const PurchaseDetails: Story = {
  play: async ({ canvas, canvasElement }) => {
    const id = lastOfType('spent');
    await canvas.findByRole('table', { name: 'Transactions' });
    await chooseOption(canvasElement, 'Type', 'Spent');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Transactions' })).getAllByRole('row')[1],
      ).toHaveTextContent('Spent'),
    );
    await userEvent.click(
      within(canvas.getByRole('table', { name: 'Transactions' })).getAllByRole('link')[0] as HTMLElement,
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Transaction #${id.toLocaleString('en')}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', LIST);
    await expect(await canvas.findByTestId('transaction-points')).toHaveTextContent(/^−/);
    await expect(canvas.getByRole('heading', { name: 'Products' })).toBeVisible();
    const status = canvas.getByRole('combobox', { name: 'Fulfilment' });
    const next = /Fulfilled/.test(status.textContent ?? '') ? 'cancelled' : 'fulfilled';
    await userEvent.click(status);
    await userEvent.click(
      await within(document.body).findByRole('option', {
        name: next === 'fulfilled' ? 'Fulfilled' : 'Cancelled',
      }),
    );
    await waitFor(() => expect(status).toHaveTextContent(next === 'fulfilled' ? 'Fulfilled' : 'Cancelled'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save status' }));
    await expectToast('The fulfilment status has been saved.');
    await expect(getMockDb().incentives.transactions.find((item) => item.id === id)?.fulfilment).toBe(next);
  },
};

export const EarnedDetails: Story = {
  parameters: storyParameters({
    router: { route: `${LIST}/1`, path: '*' },
    mockDb: (db) => {
      const first = db.incentives.transactions[0];
      if (first)
        Object.assign(first, {
          type: 'earned',
          points: 100,
          reference: { kind: 'rule', id: null, label: 'course_completed' },
          fulfilment: null,
          products: [],
        });
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('transaction-points')).toHaveTextContent('+100');
    // The rule is named by its event, said in words.
    await expect(canvas.getByText('Reference').nextElementSibling).toHaveTextContent(/^Course completed$/);
    await expect(canvas.queryByRole('combobox', { name: 'Fulfilment' })).not.toBeInTheDocument();
  },
};

export const DetailsAtPhoneWidth: Story = {
  globals: phoneViewport,
  parameters: at(`${LIST}/${lastOfType('spent')}`),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Products' })).toBeVisible();
    await expectNoSidewaysScroll();
    await expectWholeWords(canvasElement);
  },
};

export const DetailsNotFound: Story = {
  parameters: at(`${LIST}/999999`),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
  },
};

export const DetailsNonNumericId: Story = {
  parameters: at(`${LIST}/latest`),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: translated('ar', 'Transactions') })).toBeVisible();
  },
};
