import { translated } from '@fixtures/translations';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { typeKeyByKey, waitForPage } from '@/testing/page-helpers';
import { phoneViewport } from '@/testing/story-parameters';

const meta = {
  title: 'Pages/Profile',
  decorators: [withPage],
  parameters: pageParameters('/user'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const profile = '*/api/v2/users/:uid';

export const View: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Jonas Lindqvist' })).toBeVisible();
    await expect(canvas.getByText('learner@example.com')).toBeVisible();
    await expect(canvas.getByText('Customer success manager')).toBeVisible();
    // The language by its name, as the edit form offers it, not its code.
    await expect(canvas.getByText('Language').nextElementSibling).toHaveTextContent(/^English$/);
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user/2/edit');
    await waitFor(() => expect(document.title).toBe('Jonas Lindqvist | Northwind Academy'));
  },
};

export const ViewRightToLeft: Story = {
  parameters: pageParameters('/user', { locale: 'ar' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Jonas Lindqvist' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText(translated('ar', 'Language')).nextElementSibling).toHaveTextContent(
      /^العربية$/,
    );
    // Latin values keep the page's alignment: each ends at its column's start edge, on the right.
    const values = canvasElement.querySelectorAll('dd bdi');
    await expect(values).toHaveLength(4);
    for (const value of values) {
      const column = (value.parentElement as HTMLElement).getBoundingClientRect();
      await expect(Math.abs(value.getBoundingClientRect().right - column.right)).toBeLessThan(1);
    }
  },
};

export const ViewAdministrator: Story = {
  parameters: pageParameters('/user', { role: 'administrator' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Amira Haddad' })).toBeVisible();
  },
};

export const ViewLoading: Story = {
  parameters: pageParameters('/user', {
    msw: { handlers: { users: [http.get(profile, neverRespond)] } },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const ViewFails: Story = {
  parameters: pageParameters('/user', {
    msw: {
      handlers: { users: [http.get(profile, () => HttpResponse.json({ message: 'boom' }, { status: 500 }))] },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your profile could not be loaded.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const ViewLongName: Story = {
  parameters: pageParameters('/user', {
    mockDb: (db) => {
      const learner = db.platform.users.find((user) => user.uid === 2);
      if (learner) {
        learner.full_name = 'Maximiliana-Josefina Vandenberghe-Oppenheimer-Castellanos-Featherstonehaugh';
        learner.job_title =
          'Senior principal director of global customer success, enablement and learning operations';
      }
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /Featherstonehaugh/ })).toBeVisible();
  },
};

export const ViewVisitorGoesToLogin: Story = {
  parameters: pageParameters('/user', { role: 'visitor' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const Edit: Story = {
  parameters: pageParameters('/user/2/edit'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const first = await canvas.findByLabelText(/^First name/);
    await expect(first).toHaveValue('Jonas');
    await expect(canvas.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/user');
    await userEvent.clear(canvas.getByLabelText(/^Job title/));
    await userEvent.type(canvas.getByLabelText(/^Job title/), 'Head of learning');
    // A time zone is found by its city, spaces for the IANA name's underscores.
    const timeZone = canvas.getByRole<HTMLInputElement>('combobox', { name: /^Time zone/ });
    await expect(timeZone).toHaveValue('UTC');
    // Some four hundred zones: none of them is in the page until the list opens.
    const zonesInThePage = () =>
      [...document.querySelectorAll('[role=option]')].filter((option) => option.textContent?.includes('/'));
    await expect(zonesInThePage()).toHaveLength(0);
    await userEvent.clear(timeZone);
    await typeKeyByKey(timeZone, 'new york');
    await userEvent.click(await screen.findByRole('option', { name: 'America/New York' }));
    performance.clearResourceTimings();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    await expect(canvas.getByLabelText(/^Job title/)).toHaveValue('Head of learning');
    await expect(timeZone).toHaveValue('America/New York');
    // The general settings say the user's language and time zone: asked for again, every date follows.
    await waitFor(() => expect(generalSettingsAsked()).toBeGreaterThan(0));
  },
};

/** Saved, then edited: the message leaves with the edit, so a failed save says only what is wrong. */
export const EditedAfterSaving: Story = {
  parameters: pageParameters('/user/2/edit'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const jobTitle = await canvas.findByLabelText(/^Job title/);
    await userEvent.type(jobTitle, ' and more');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    await userEvent.clear(canvas.getByLabelText(/^First name/));
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText(/^First name/)).toHaveAccessibleDescription('This field is required.');
    await expect(canvas.queryByText('Your profile has been saved.')).toBeNull();
  },
};

/**
 * A wrong field focused on submit comes to the top of the screen in WebKit, under the sticky
 * header, its label hidden (its focus honours neither the page's scroll padding nor the field's
 * margin): the field scrolls it back out. Here the page is scrolled there and the field focused
 * without a scroll, as WebKit leaves it.
 */
export const EditWrongFieldClearOfTheHeader: Story = {
  tags: ['no-screenshot'],
  globals: phoneViewport,
  parameters: pageParameters('/user/2/edit'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const first = await canvas.findByLabelText(/^First name/);
    const header = canvas.getByRole('banner');
    const label = canvas.getByText('First name', { selector: 'label, label *' });
    window.scrollTo(
      0,
      window.scrollY + first.getBoundingClientRect().top - header.getBoundingClientRect().bottom,
    );
    await expect(label.getBoundingClientRect().top).toBeLessThan(header.getBoundingClientRect().bottom);
    first.focus({ preventScroll: true });
    await waitFor(() =>
      expect(label.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom),
    );
  },
};

/** How many requests for the general settings were made since the resource timings were cleared. */
const generalSettingsAsked = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.endsWith('/api/v2/settings') && url.searchParams.get('type') === 'general')
    .length;

/** A time zone cleared: the save says it is required, with the focus on it. */
export const EditWithoutATimeZone: Story = {
  parameters: pageParameters('/user/2/edit'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear selection' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const timeZone = canvas.getByRole('combobox', { name: /^Time zone/ });
    await expect(timeZone).toHaveAttribute('aria-invalid', 'true');
    await expect(timeZone).toHaveFocus();
    await expect(timeZone).toHaveAccessibleDescription(/This field is required\./);
  },
};

/** An emptied required name is caught when the field is left, before anything is sent. */
export const EditChecksOnBlur: Story = {
  parameters: pageParameters('/user/2/edit'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const first = await canvas.findByLabelText(/^First name/);
    // Untouched, nothing is marked wrong.
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(first);
    await userEvent.tab();
    await expect(first).toHaveAccessibleDescription('This field is required.');
  },
};

export const EditServerFieldErrors: Story = {
  parameters: pageParameters('/user/2/edit'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const mail = await canvas.findByLabelText(/^Email/);
    await userEvent.clear(mail);
    await userEvent.type(mail, 'admin@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    // The server's message lands on its field, which takes the focus.
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'The e-mail address admin@example.com is already taken.',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveFocus();
    // The edits are kept so the user can fix them.
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('admin@example.com');
  },
};

/** An address that is none is said at once, with an emptied name, in one round and before sending. */
export const EditInvalidEmail: Story = {
  tags: ['no-screenshot'],
  parameters: pageParameters('/user/2/edit'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const before = getMockDb().platform.users.find((user) => user.uid === 2)?.mail;
    await userEvent.clear(await canvas.findByLabelText(/^First name/));
    const mail = canvas.getByLabelText(/^Email/);
    await userEvent.clear(mail);
    await userEvent.type(mail, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(mail).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await expect(canvas.getByLabelText(/^First name/)).toHaveAccessibleDescription('This field is required.');
    await expect(getMockDb().platform.users.find((user) => user.uid === 2)?.mail).toBe(before);
  },
};

export const EditLoadFails: Story = {
  parameters: pageParameters('/user/2/edit', {
    msw: {
      handlers: { users: [http.get(profile, () => HttpResponse.json({ message: 'boom' }, { status: 500 }))] },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The profile could not be loaded.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const EditFails: Story = {
  parameters: pageParameters('/user/2/edit', {
    msw: {
      handlers: {
        users: [
          http.patch(profile, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
          http.get(profile, () =>
            HttpResponse.json({
              data: {
                uid: 2,
                full_name: 'Jonas Lindqvist',
                first_name: 'Jonas',
                last_name: 'Lindqvist',
                avatar: null,
                mail: 'learner@example.com',
                language: 'en',
                timezone: 'Europe/Paris',
                organization: 'Northwind',
                job_title: 'Customer success manager',
                roles: ['authenticated'],
                created: '2025-01-02 10:00:00',
              },
            }),
          ),
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const last = await canvas.findByLabelText(/^Last name/);
    await userEvent.clear(last);
    await userEvent.type(last, 'Lindqvist-Berg');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong, please try again.');
    // No field took the focus: the message does, and so comes into view above the long form.
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText(/^Last name/)).toHaveValue('Lindqvist-Berg');
  },
};

export const EditUnknownUser: Story = {
  parameters: pageParameters('/user/999999/edit'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};

/**
 * Someone else's profile is not a learner's to see: the server refuses it (403) and the page is the
 * access-denied one, with nothing of that person shown.
 */
export const EditSomeoneElseIsDenied: Story = {
  parameters: pageParameters('/user/1/edit'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(canvas.queryByLabelText(/^First name/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Amira|admin@example\.com/)).not.toBeInTheDocument();
  },
};

export const EditRightToLeft: Story = {
  parameters: pageParameters('/user/2/edit', { locale: 'ar' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByLabelText(new RegExp(`^${translated('ar', 'First name')}`))).toHaveValue(
      'Jonas',
    );
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
