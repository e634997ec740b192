import { registrationHandlers } from '@mocks/handlers/pages';
import { lostOnce } from '@mocks/lost-response';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mainOf } from '@/features/catalog/story-helpers';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';
import type { StoryParameters } from '@/testing/story-parameters';

const at = (parameters: StoryParameters = {}) =>
  pageParameters('/user/register', { role: 'visitor', ...parameters });

const meta = {
  title: 'Pages/Sign up',
  decorators: [withPage],
  parameters: at(),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, values: { name: string; mail: string; pass: string }) {
  const main = mainOf(canvasElement);
  await userEvent.type(await main.findByRole('textbox', { name: /^Username/ }), values.name);
  await userEvent.type(main.getByRole('textbox', { name: /^Email/ }), values.mail);
  await userEvent.type(main.getByLabelText(/^Password/), values.pass);
  return main;
}

/** The form filled in for a free name, the terms accepted, and sent. */
async function signUpAsNewbie(canvasElement: HTMLElement) {
  await waitForPage(canvasElement);
  const main = await fill(canvasElement, { name: 'newbie', mail: 'newbie@example.com', pass: 'learn2026' });
  await userEvent.click(main.getByRole('checkbox'));
  await userEvent.click(main.getByRole('button', { name: 'Create account' }));
  return main;
}

/** A fresh form: no message before the visitor touched a field; links to the terms and privacy pages. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(main.queryByRole('alert')).toBeNull();
    await expect(main.getByRole('link', { name: 'Read the terms of use' })).toHaveAttribute(
      'href',
      '/page/terms',
    );
    await expect(main.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/page/privacy');
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
  },
};

/** Submitting checks every rule; the first wrong field takes the focus. */
export const RulesOnSubmit: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = await fill(canvasElement, { name: 'newbie', mail: 'not-an-address', pass: 'short' });
    await userEvent.click(main.getByRole('button', { name: 'Create account' }));
    const mail = main.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(mail).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    await expect(mail).toHaveFocus();
    await expect(main.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /The password needs at least 8 characters, with a letter and a digit\./,
    );
    await expect(main.getByText('Accept the terms of use to create an account.')).toBeVisible();
  },
};

/** The server refuses an e-mail address that has an account already: the message is on the field. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = await fill(canvasElement, {
      name: 'newbie',
      mail: 'learner@example.com',
      pass: 'learn2026',
    });
    await userEvent.click(main.getByRole('checkbox'));
    await userEvent.click(main.getByRole('button', { name: 'Create account' }));
    const mail = main.getByRole('textbox', { name: /^Email/ });
    await waitFor(() =>
      expect(mail).toHaveAccessibleDescription('The e-mail address learner@example.com is already taken.'),
    );
    await expect(mail).toHaveFocus();
    await expect(mail).toHaveValue('learner@example.com');
  },
};

/** The server fails: the form says so above its fields and keeps everything typed for another try. */
export const ServerError: Story = {
  parameters: at({
    msw: {
      handlers: {
        registration: [
          http.post('*/api/v2/user/register', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
        ],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const main = await signUpAsNewbie(canvasElement);
    await expect(await main.findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await expect(main.getByRole('textbox', { name: /^Email/ })).toHaveValue('newbie@example.com');
    await expect(main.getByLabelText(/^Password/)).toHaveValue('learn2026');
  },
};

/** The account was created, then its response was lost: pressed again, it signs in, not "taken". */
export const SignUpAgainAfterTheResponseWasLost: Story = {
  tags: ['no-screenshot'],
  parameters: at({
    msw: {
      handlers: { registration: [lostOnce('post', 'user/register'), ...registrationHandlers(getMockDb)] },
    },
  }),
  play: async ({ canvasElement }) => {
    const main = await signUpAsNewbie(canvasElement);
    await expect(await main.findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await userEvent.click(main.getByRole('button', { name: 'Create account' }));
    await waitForPage(canvasElement);
    await expect(
      await mainOf(canvasElement).findByRole('heading', { level: 1, name: /newbie/ }),
    ).toBeVisible();
  },
};

/** A new account is signed in and lands on the dashboard with a welcome. */
export const SignedUp: Story = {
  play: async ({ canvasElement }) => {
    await signUpAsNewbie(canvasElement);
    const welcome = await within(document.body).findByText(
      'Welcome! Your account is ready and you are signed in.',
    );
    // The notice fades in: visible once its entry transition has begun.
    await waitFor(() => expect(welcome).toBeVisible());
    await waitForPage(canvasElement);
    await expect(
      await mainOf(canvasElement).findByRole('heading', { level: 1, name: /newbie/ }),
    ).toBeVisible();
  },
};

/** Someone signed in has nothing to do here: the dashboard. */
export const AlreadySignedIn: Story = {
  parameters: at({ role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await waitFor(() =>
      expect(mainOf(canvasElement).queryByRole('heading', { name: 'Create an account' })).toBeNull(),
    );
    await expect(await mainOf(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: at({ locale: 'ar' }),
  play: async ({ canvasElement }) => {
    await expectRightToLeftPage(canvasElement);
  },
};
