import { ADMIN_UID, LEARNER_UID } from '@fixtures/users';
import { api } from '@mocks/handlers/types';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { waitForPage } from '@/testing/page-helpers';
import { phoneViewport } from '@/testing/story-parameters';
import { toast } from '@/ui/Toast';
import { availabilityWith, busyWeek, withSlots } from '../testing';

/** The page's own content, not the shell around it. */
const mainContent = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.getElementById('main-content') ?? canvasElement);
const OWN = '/availability';
const MANAGE = '/course-administration/availability';
const LONG_NAME = 'Bartholomew Alexander Featherstonehaugh-Wolfeschlegelstein';
const longNamed = () => getMockDb().platform.users.find((user) => user.full_name === LONG_NAME);

const meta = {
  title: 'Pages/Availability',
  decorators: [withPage],
  // The toast stack is one for the whole app: leave no notice behind for the next story.
  beforeEach: () => () => toast.clear(),
  parameters: pageParameters(OWN, { mockDb: withSlots(busyWeek()) }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnCalendar: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'My availability' })).toBeVisible();
    await expect(await main.findByRole('button', { name: /Monday, November 2.*Office hours/ })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^My availability \|/));
  },
};

export const OwnCalendarMonthFromTheUrl: Story = {
  parameters: pageParameters(`${OWN}?view=month&date=2026-12-10`, { mockDb: withSlots(busyWeek()) }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await expect(await main.findByRole('heading', { level: 2, name: 'December 2026' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(main.getAllByRole('button', { name: /Office hours/ }).length).toBeGreaterThan(3),
    );
  },
};

export const OwnCalendarVisitorGoesToLogin: Story = {
  parameters: pageParameters(OWN, { role: 'visitor' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainContent(canvasElement).findByRole('heading', { level: 1, name: 'Log in' }),
    ).toBeVisible();
  },
};

export const OwnCalendarWithoutTheFlagIsDenied: Story = {
  parameters: pageParameters(OWN, {
    mockDb: (db) => {
      db.platform.roleFlags.learner.availability_feature_manage_own = false;
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainContent(canvasElement).findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeVisible();
  },
};

export const ManagePageIsDeniedToLearners: Story = {
  parameters: pageParameters(MANAGE),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainContent(canvasElement).findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeVisible();
  },
};

export const ManageChooseAPerson: Story = {
  parameters: pageParameters(MANAGE, { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Availability calendars' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Course administration' })).toHaveAttribute(
      'href',
      '/course-administration',
    );
    await expect(await main.findByText('240 people')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Choose a person' })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Pages of people' })).toBeVisible();
  },
};

export const ManageSomeonesCalendar: Story = {
  parameters: pageParameters(MANAGE, {
    role: 'administrator',
    mockDb: (db) => {
      const person = db.platform.users.find((user) => user.full_name === LONG_NAME);
      if (person) withSlots(busyWeek(person.uid), person.uid)(db);
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await userEvent.type(
      await main.findByRole('searchbox', { name: 'Search by name' }),
      'Featherstone{Enter}',
    );
    await expect(await main.findByText('1 person')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: new RegExp(LONG_NAME) }));
    await expect(
      await main.findByRole('heading', { level: 2, name: `Calendar of ${LONG_NAME}` }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: new RegExp(LONG_NAME) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(await main.findByRole('button', { name: /Tuesday, November 3.*Dentist/ })).toBeVisible();
  },
};

/** On a phone the calendar is below the whole list: choosing a person brings it into view, with the focus. */
export const ManageChooseAPersonOnAPhone: Story = {
  tags: ['no-screenshot'],
  globals: phoneViewport,
  parameters: pageParameters(MANAGE, { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await expect(await main.findByText('240 people')).toBeVisible();
    const people = within(main.getByRole('list', { name: 'People' }));
    await userEvent.click(people.getAllByRole('button')[0] as HTMLElement);
    const heading = await main.findByRole('heading', { level: 2, name: /^Calendar/ });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const ManageAddsASlotForSomeoneElse: Story = {
  parameters: pageParameters(`${MANAGE}?person=${LEARNER_UID}&name=Jonas%20Lindqvist`, {
    role: 'administrator',
    mockDb: withSlots([]),
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 2, name: 'Calendar of Jonas Lindqvist' }),
    ).toBeVisible();
    await main.findByText(/^No slots this week\./);
    await userEvent.click(main.getByRole('button', { name: 'New slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'New slot' });
    await userEvent.click(within(dialog).getByLabelText('Note'));
    await userEvent.paste('Mentoring by Amira');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A notice fades in from its first frame: wait until it shows, not only until it is in the page.
    await waitFor(() => expect(screen.getByText('The slot has been added.')).toBeVisible());
    // Looked for in the calendar alone (once the dialog no longer hides it): a role query over the
    // whole page is slow on a busy machine.
    const calendar = await main.findByRole('grid');
    await expect(await within(calendar).findByRole('button', { name: /Mentoring by Amira/ })).toBeVisible();
    const saved = getMockDb().availability.slots.find((slot) => slot.note === 'Mentoring by Amira');
    await expect(saved?.uid).toBe(LEARNER_UID);
    await expect(saved?.uid).not.toBe(ADMIN_UID);
    // The notice would fade out while one picture or the other is taken: take both without it.
    toast.clear();
  },
};

export const ManageFilterByOrganisation: Story = {
  parameters: pageParameters(MANAGE, { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await main.findByText('240 people');
    const person = longNamed();
    const organisation = getMockDb().platform.organizations.find((org) => org.name === person?.organization);
    const members = getMockDb().platform.users.filter(
      (user) => user.organization === organisation?.name,
    ).length;
    const select = main.getByRole('combobox', { name: 'Organisation' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: organisation?.name }));
    await expect(await main.findByText(members === 1 ? '1 person' : `${members} people`)).toBeVisible();
    await expect(main.getByRole('button', { name: new RegExp(LONG_NAME) })).toBeVisible();
  },
};

export const ManagePaging: Story = {
  parameters: pageParameters(MANAGE, { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    // The kit Pagination: the current page is marked, "Page 2 of 10" names the button of page 2.
    await expect(await main.findByRole('button', { name: 'Page 1 of 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(main.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(main.getByRole('button', { name: 'Page 2 of 10' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(main.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const ManageNobodyFound: Story = {
  parameters: pageParameters(MANAGE, { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainContent(canvasElement);
    await userEvent.type(await main.findByRole('searchbox', { name: 'Search by name' }), 'Zzyzx{Enter}');
    await expect(await main.findByText('Nobody matches this search.')).toBeVisible();
  },
};

export const ManagePeopleLoading: Story = {
  parameters: pageParameters(MANAGE, {
    role: 'administrator',
    msw: {
      handlers: {
        availability: availabilityWith(http.get(api('availability/people'), neverRespond)),
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainContent(canvasElement).findByText('Loading people')).toBeInTheDocument();
  },
};

export const ManagePeopleFail: Story = {
  parameters: pageParameters(MANAGE, {
    role: 'administrator',
    msw: {
      handlers: {
        availability: availabilityWith(
          http.get(api('availability/people'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
        ),
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const alert = await mainContent(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The list of people could not be loaded.');
  },
};

export const ManageRightToLeft: Story = {
  parameters: pageParameters(`${MANAGE}?person=${LEARNER_UID}&name=Jonas%20Lindqvist`, {
    role: 'administrator',
    locale: 'ar',
    mockDb: withSlots(busyWeek()),
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      await mainContent(canvasElement).findAllByRole('button', { name: /Office hours/ }),
    ).toHaveLength(1);
  },
};
