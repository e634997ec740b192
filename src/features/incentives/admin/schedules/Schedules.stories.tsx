import { translated } from '@fixtures/translations';
import { lostOnce } from '@mocks/lost-response';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { StoryRoutes } from '../../shared/StoryRoutes';
import {
  chooseOption,
  expectNoSidewaysScroll,
  expectNotFoundPage,
  expectToast,
  expectWholeWords,
  fieldErrors,
  incentivesGroup,
  neverResponds,
  respondWith,
  withNotices,
} from '../../shared/story-helpers';
import { ScheduleCreatePage } from './ScheduleCreatePage';
import { ScheduleEditPage } from './ScheduleEditPage';
import { SchedulesListPage } from './SchedulesListPage';

function SchedulesArea() {
  return (
    <StoryRoutes
      pages={{
        '/settings/incentives/schedules': SchedulesListPage,
        '/settings/incentives/schedules/create': ScheduleCreatePage,
        '/settings/incentives/schedules/:scheduleId/edit': ScheduleEditPage,
      }}
    />
  );
}

const at = (route: string) => storyParameters({ router: { route, path: '*' } });
const LIST = '/settings/incentives/schedules';

const patchedFields: string[][] = [];
const recordPatches = http.patch('*/api/v2/settings/incentives/schedules/:id', async ({ request }) => {
  patchedFields.push([...new URLSearchParams(await request.clone().text()).keys()]);
});

const meta = {
  title: 'Incentives/Admin/ExpirySchedules',
  component: SchedulesArea,
  decorators: [withNotices],
  parameters: storyParameters({ role: 'administrator', ...at(LIST) }),
} satisfies Meta<typeof SchedulesArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Expiry schedules' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(table).getByRole('row', { name: /Year-end expiry/ })).toHaveTextContent(
      'Every year on December 31',
    );
    await expect(within(table).getByRole('row', { name: /Monthly clean-up/ })).toHaveTextContent('Inactive');
    await expect(canvas.getByRole('link', { name: 'Add schedule' })).toHaveAttribute(
      'href',
      `${LIST}/create`,
    );
  },
};

/** 390 px wide: each schedule is a card; the page never scrolls sideways. */
export const PhoneWidth: Story = {
  globals: phoneViewport,
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Expiry schedules' });
    await expect(canvas.queryByRole('table', { name: 'Expiry schedules' })).not.toBeInTheDocument();
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(cards).getByRole('link', { name: 'Year-end expiry' })).toBeVisible();
    await expect(cards).toHaveTextContent('Every year on December 31');
    await expectNoSidewaysScroll();
    await expectWholeWords(canvasElement);
  },
};

/** Deleted once confirmed: the row goes, a notice says so, and the focus goes to the delete button in its place. */
export const DeleteWithConfirmation: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Expiry schedules' });
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete Monthly clean-up of inactive accounts' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this expiry schedule?' });
    await expect(dialog).toHaveTextContent(
      '“Monthly clean-up of inactive accounts” will no longer expire points.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('“Monthly clean-up of inactive accounts” has been deleted.');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('Delete Programme launch bonus expiry'),
    );
    await expect(getMockDb().incentives.schedules.map((schedule) => schedule.id)).toEqual([1, 3]);
  },
};

/** The backend refuses: the notice says so, the dialog stays for another try, and Cancel keeps the schedule. */
export const DeleteFails: Story = {
  tags: ['no-screenshot'],
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('delete', 'settings/incentives/schedules/:id', 500)) },
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Expiry schedules' });
    const remove = canvas.getByRole('button', { name: 'Delete Year-end expiry' });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this expiry schedule?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Something went wrong, please try again.');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getByRole('row', { name: /Year-end expiry/ })).toBeVisible();
  },
};

export const NoSchedules: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      db.incentives.schedules = [];
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No expiry schedules' })).toBeVisible();
  },
};

export const ListServerError: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'settings/incentives/schedules', 500)) },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
  },
};

export const ListForbidden: Story = {
  parameters: storyParameters({ role: 'learner' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  },
};

export const Create: Story = {
  parameters: at(`${LIST}/create`),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Spring clean-up');
    await chooseOption(canvasElement, /^Frequency/, 'Once, on a date');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // A one-off schedule needs its date.
    await expect(await canvas.findByText('Choose the expiry date.')).toBeVisible();
    // A day that does not exist is refused as typed, not saved as another.
    const date = canvas.getByRole('textbox', { name: /^Expiry date/ });
    await userEvent.type(date, '02/30/2027');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Enter a valid date, or choose one from the calendar.'),
    ).toBeVisible();
    await expect(date).toHaveValue('02/30/2027');
    // Typed in the language's own format; leaving the field takes the date.
    await userEvent.clear(date);
    await userEvent.type(date, '04/30/2027');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Spring clean-up” has been created.');
    await expect(await canvas.findByRole('row', { name: /Spring clean-up/ })).toHaveTextContent(
      'Once on Apr 30, 2027',
    );
    await expect(
      getMockDb().incentives.schedules.find((item) => item.name === 'Spring clean-up'),
    ).toMatchObject({
      frequency: 'once',
      date: '2027-04-30',
      month: null,
      day: null,
    });
  },
};

/** A missing date says so in the same round as an emptied number of days. */
export const EveryMessageAtOnce: Story = {
  tags: ['no-screenshot'],
  parameters: at(`${LIST}/create`),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Spring clean-up');
    await chooseOption(canvasElement, /^Frequency/, 'Once, on a date');
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /^Warn learners/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose the expiry date.')).toBeVisible();
    await expect(canvas.getByText('Enter a number of days from 0 to 365.')).toBeVisible();
  },
};

/**
 * A date that would never run is refused as it is chosen: a day the month never has (February 31
 * ran on February 28, a day nobody chose), a one-off date today or before (saved, it never ran).
 */
export const DatesThatWouldNeverRun: Story = {
  tags: ['no-screenshot'],
  parameters: at(`${LIST}/create`),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Spring clean-up');
    await chooseOption(canvasElement, /^Month/, 'February');
    const day = canvas.getByRole('spinbutton', { name: /^Day of the month/ });
    await userEvent.clear(day);
    await userEvent.type(day, '31');
    // Refused, not run on the month's last day: that is what a monthly day does.
    await expect(canvas.queryByText('Days 29 to 31 run on the last day of shorter months.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a day from 1 to 29.')).toBeVisible();
    // A month of 31 days, and a day beyond any month.
    await chooseOption(canvasElement, /^Month/, 'December');
    await userEvent.clear(day);
    await userEvent.type(day, '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a day from 1 to 31.')).toBeVisible();
    await chooseOption(canvasElement, /^Frequency/, 'Once, on a date');
    // The story's today is November 2, 2026 (the pinned clock).
    const date = canvas.getByRole('textbox', { name: /^Expiry date/ });
    await userEvent.type(date, '11/02/2026');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a date after today.')).toBeVisible();
    await expect(date).toHaveFocus();
    await expect(getMockDb().incentives.schedules.some((item) => item.name === 'Spring clean-up')).toBe(
      false,
    );
    await userEvent.clear(date);
    await userEvent.type(date, '11/03/2026');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Spring clean-up” has been created.');
  },
};

/** A one-off schedule that has run keeps its date when something else of it is edited. */
export const EditAScheduleThatHasRun: Story = {
  tags: ['no-screenshot'],
  parameters: storyParameters({
    ...at(`${LIST}/3/edit`),
    mockDb: (db) => {
      const schedule = db.incentives.schedules.find((item) => item.id === 3);
      if (schedule) schedule.date = '2026-10-01';
    },
  }),
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, ' (done)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Programme launch bonus expiry (done)” has been saved.');
  },
};

export const ServerValidationErrors: Story = {
  parameters: storyParameters({
    ...at(`${LIST}/create`),
    msw: {
      handlers: incentivesGroup(
        respondWith(
          'post',
          'settings/incentives/schedules',
          400,
          fieldErrors([{ path: 'name', message: 'A schedule with this name already exists.' }]),
        ),
      ),
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Year-end expiry');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A schedule with this name already exists.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Year-end expiry');
  },
};

/** The server created the schedule, then its response was lost: saving again does not create a second. */
export const SaveAgainAfterTheResponseWasLost: Story = {
  parameters: storyParameters({
    ...at(`${LIST}/create`),
    msw: { handlers: incentivesGroup(lostOnce('post', 'settings/incentives/schedules')) },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Spring clean-up');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('Something went wrong, please try again.');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Spring clean-up');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Spring clean-up” has been created.');
    await expect(await canvas.findByRole('row', { name: /Spring clean-up/ })).toBeVisible();
    const saved = getMockDb().incentives.schedules.filter((item) => item.name === 'Spring clean-up');
    await expect(saved).toHaveLength(1);
  },
};

export const EditSendsOnlyChangedFields: Story = {
  parameters: storyParameters({ ...at(`${LIST}/1/edit`), msw: { handlers: incentivesGroup(recordPatches) } }),
  play: async ({ canvas }) => {
    patchedFields.length = 0;
    const warning = await canvas.findByRole('spinbutton', { name: /^Warn learners/ });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit “Year-end expiry”' })).toBeVisible();
    await userEvent.clear(warning);
    await userEvent.type(warning, '14');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Year-end expiry” has been saved.');
    await expect(patchedFields).toEqual([['warning_days']]);
  },
};

export const EditNotFound: Story = {
  parameters: at(`${LIST}/99/edit`),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
  },
};

export const EditLoading: Story = {
  parameters: storyParameters({
    ...at(`${LIST}/1/edit`),
    msw: { handlers: incentivesGroup(neverResponds('get', 'settings/incentives/schedules/:id')) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('skeleton')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: translated('ar', 'Expiry schedules') }),
    ).toBeVisible();
  },
};
