import { translated } from '@fixtures/translations';
import { createHandlerGroups } from '@mocks/handlers';
import { heldResponse } from '@mocks/held-response';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageLocations, pageParameters, withPage } from '@/testing/page-decorator';
import { waitForPage } from '@/testing/page-helpers';
import { waitForSettled } from '@/testing/settle';

const meta = {
  title: 'Pages/Login',
  decorators: [withPage],
  parameters: pageParameters('/user/login', { role: 'visitor' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const signIn = async (
  canvas: {
    getByLabelText: (text: RegExp) => HTMLElement;
    getByRole: (role: string, options: object) => HTMLElement;
  },
  name: string,
  pass: string,
) => {
  if (name) await userEvent.type(canvas.getByLabelText(/^Username/), name);
  if (pass) await userEvent.type(canvas.getByLabelText(/^Password/), pass);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
};

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Username/)).toHaveAttribute('name', 'name');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    // Sent before its script runs, the form would post: a password never goes in the address.
    await expect(canvas.getByRole('form', { name: 'Log in' })).toHaveAttribute('method', 'post');
    // A visitor sent here from the storefront may have no account yet.
    await expect(await canvas.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/user/register',
    );
    await waitFor(() => expect(document.title).toBe('Log in | Northwind Academy'));
    // An untouched form shows no message, however empty its required fields (docs/forms.md).
    await expect(canvas.getByLabelText(/^Username/)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Username field is required.')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Leaving a field checks it; typing a right value clears the message at once. */
export const CheckedOnBlur: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const name = await canvas.findByLabelText(/^Username/);
    await userEvent.click(name);
    await expect(canvas.queryByText('Username field is required.')).toBeNull();
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('Username field is required.');
    await expect(canvas.queryByText('Password field is required.')).toBeNull();
    await userEvent.type(name, 'learner');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Username field is required.')).toBeVisible();
    await expect(canvas.getByText('Password field is required.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    // The first wrong field takes the focus.
    await expect(canvas.getByLabelText(/^Username/)).toHaveFocus();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('button', { name: 'Log in' });
    await signIn(canvas, 'learner', 'not-the-password');
    await expect(await canvas.findByText('Unrecognized username or password.')).toBeVisible();
    // The server's message lands on its field.
    const fields = [canvas.getByLabelText(/^Username/), canvas.getByLabelText(/^Password/)];
    await expect(fields.some((field) => field.getAttribute('aria-invalid') === 'true')).toBe(true);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    // The typed name stays for another try.
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('learner');
  },
};

export const ServerError: Story = {
  parameters: pageParameters('/user/login', {
    role: 'visitor',
    msw: {
      handlers: {
        session: [
          http.post('*/api/v2/user/login', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
          http.get('*/api/v2/me', () =>
            HttpResponse.json({ data: { language: 'en', roles: ['anonymous'] } }),
          ),
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('button', { name: 'Log in' });
    await signIn(canvas, 'learner', 'learner');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
  },
};

export const Submitting: Story = {
  parameters: pageParameters('/user/login', {
    role: 'visitor',
    msw: {
      handlers: {
        session: [
          http.post('*/api/v2/user/login', neverRespond),
          http.get('*/api/v2/me', () =>
            HttpResponse.json({ data: { language: 'en', roles: ['anonymous'] } }),
          ),
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('button', { name: 'Log in' });
    await signIn(canvas, 'learner', 'learner');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The signed-in user's menu, held until the play releases it. */
const heldMenu = heldResponse('get', '*/api/v2/navigation');

/**
 * Signed in, while what the shell needs for the signed-in user is on its way (here their menu): the
 * login page stays, its button busy, with the visitor's header, and then the dashboard comes; the
 * loading screen of a first visit never covers it on the way.
 */
export const SigningIn: Story = {
  parameters: pageParameters('/user/login', {
    role: 'visitor',
    msw: { handlers: { navigation: [heldMenu.handler, ...createHandlerGroups(getMockDb).navigation] } },
  }),
  beforeEach: () => {
    heldMenu.reset();
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('button', { name: 'Log in' });
    let covered = false;
    const observer = new MutationObserver(() => {
      covered ||= canvasElement.querySelector('[data-testid="loading-overlay"]') !== null;
    });
    observer.observe(canvasElement, { subtree: true, childList: true });
    await signIn(canvas, 'learner', 'learner');
    await heldMenu.asked();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('learner');
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: 'Sign up' })).toBeVisible();
    heldMenu.release();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good morning, Jonas' })).toBeVisible();
    await waitForPage(canvasElement);
    observer.disconnect();
    await expect(covered).toBe(false);
  },
};

export const FollowsRedirectTo: Story = {
  parameters: pageParameters('/user/login?redirectTo=%2Fuser', { role: 'visitor' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('button', { name: 'Log in' });
    await signIn(canvas, 'learner', 'learner');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(await canvas.findByText('learner@example.com')).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const RefusesOffSiteRedirect: Story = {
  parameters: pageParameters('/user/login?redirectTo=%2F%2Felsewhere.example%2Fphish', { role: 'visitor' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('button', { name: 'Log in' });
    await signIn(canvas, 'admin', 'admin');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good morning, Amira' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const AlreadySignedIn: Story = {
  parameters: pageParameters('/user/login?redirectTo=javascript%3Aalert(1)', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good morning, Jonas' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const RightToLeft: Story = {
  parameters: pageParameters('/user/login', { role: 'visitor', locale: 'ar' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: translated('ar', 'Log in') }),
    ).toBeVisible();
  },
};

/** The backend says why it refused in the user's language, as the rest of the page is. */
export const WrongPasswordInArabic: Story = {
  parameters: pageParameters('/user/login', { role: 'visitor', locale: 'ar' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const ar = (source: string) => translated('ar', source);
    await userEvent.type(await canvas.findByLabelText(new RegExp(`^${ar('Username')}`)), 'learner');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${ar('Password')}`)), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: ar('Log in') }));
    await expect(await canvas.findByText(ar('Unrecognized username or password.'))).toBeVisible();
  },
};

const REFUSED_NOTICE = 'You need to sign in again to see this page.';
/** /catalog, then the login page it was refused to: one round. */
const ONE_ROUND = ['/catalog', '/user/login?redirectTo=%2Fcatalog&refused=1'];

/**
 * Waits until the router has been at `expected` and the page shows `notice`, or until the router has
 * gone further (a redirect loop goes on for ever, so it is caught by its count, not by a time), then
 * checks the way it went.
 */
async function reachRefusal(
  canvas: { queryByText: (text: string) => HTMLElement | null },
  notice: string,
  expected: string[],
) {
  await waitFor(() =>
    expect(
      pageLocations.length > expected.length ||
        (pageLocations.length === expected.length && canvas.queryByText(notice) !== null),
    ).toBe(true),
  );
  await expect([...pageLocations]).toEqual(expected);
}

/**
 * Issue 44: `me` says signed in and every other call responds with 401 (Stoplight Prism on the contract
 * without a session cookie). The catalogue sends the learner to the login page once, which shows
 * the form with a notice instead of sending a signed-in user straight back, and stays.
 */
export const RefusedWhileSignedIn: Story = {
  parameters: pageParameters('/catalog', { role: 'learner', scenario: 'sessionRefused' }),
  play: async ({ canvas, canvasElement }) => {
    await reachRefusal(canvas, REFUSED_NOTICE, ONE_ROUND);
    await waitForPage(canvasElement);
    await expect(canvas.getByText(REFUSED_NOTICE)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Username/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toBeVisible();
    // Settled (every request has its response, the screen still): no navigation came after the notice.
    await waitForSettled();
    await expect([...pageLocations]).toEqual(ONE_ROUND);
    await expect(canvas.getByText(REFUSED_NOTICE)).toBeVisible();
  },
};

/** Signing in again goes back to the catalogue, which is refused again: one more round, no more. */
export const SignsInAgainAfterRefusal: Story = {
  parameters: pageParameters('/catalog', { role: 'learner', scenario: 'sessionRefused' }),
  play: async ({ canvas, canvasElement }) => {
    await reachRefusal(canvas, REFUSED_NOTICE, ONE_ROUND);
    await waitForPage(canvasElement);
    await waitForSettled();
    await signIn(canvas, 'learner', 'learner');
    await reachRefusal(canvas, REFUSED_NOTICE, [...ONE_ROUND, ...ONE_ROUND]);
    await waitForPage(canvasElement);
    // The second arrival is a fresh form, once React has rendered it.
    await waitFor(() => expect(canvas.getByLabelText(/^Username/)).toHaveValue(''));
    await waitForSettled();
    await expect([...pageLocations]).toEqual([...ONE_ROUND, ...ONE_ROUND]);
  },
};

export const RefusedWhileSignedInRightToLeft: Story = {
  parameters: pageParameters('/catalog', { role: 'learner', scenario: 'sessionRefused', locale: 'ar' }),
  play: async ({ canvas, canvasElement }) => {
    const notice = translated('ar', REFUSED_NOTICE);
    await reachRefusal(canvas, notice, ONE_ROUND);
    await waitForPage(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: translated('ar', 'Log in') })).toBeVisible();
    await expect(canvas.getByText(notice)).toBeVisible();
    await waitForSettled();
    await expect([...pageLocations]).toEqual(ONE_ROUND);
  },
};
