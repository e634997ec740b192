import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { waitForPage } from '@/testing/page-helpers';

const meta = {
  title: 'Pages/Masquerade',
  decorators: [withPage],
  parameters: pageParameters('/masquerade', { role: 'administrator' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const find = async (canvas: { getByRole: (role: string, options: object) => HTMLElement }, name: string) => {
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Name or email' }), name);
  await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
};

export const FindPeople: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Masquerade' })).toBeVisible();
    await find(canvas, 'Jonas');
    const people = await canvas.findByRole('list', { name: 'People' });
    await expect(within(people).getByRole('button', { name: 'Act as Jonas Lindqvist' })).toBeVisible();
  },
};

/** The administrator's own row offers nothing to press: the backend refuses to switch to oneself. */
export const FindsOneself: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await find(canvas, 'Amira');
    const people = await canvas.findByRole('list', { name: 'People' });
    const own = within(people).getByText('Amira Haddad').closest('li') as HTMLElement;
    await expect(own).toHaveTextContent(/You$/);
    await expect(within(own).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ActAsAndSwitchBack: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Masquerade' });
    await find(canvas, 'Jonas');
    await userEvent.click(await canvas.findByRole('button', { name: 'Act as Jonas Lindqvist' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good morning, Jonas' })).toBeVisible();
    const banner = await canvas.findByRole('region', { name: 'Acting as another user' });
    await expect(banner).toHaveTextContent('You are acting as Jonas Lindqvist.');
    // Switched back from the keyboard, the focus goes on from the page's main content, not the document.
    within(banner).getByRole('button', { name: 'Switch back' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good morning, Amira' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Acting as another user' })).not.toBeInTheDocument();
    await expect(canvasElement.ownerDocument.querySelector('main')).toHaveFocus();
    await waitForPage(canvasElement);
  },
};

let switchRequests = 0;
/** Enter pressed twice on Act as switches once: a second switch would act as someone while acting as them. */
export const ActAsPressedTwiceSwitchesOnce: Story = {
  tags: ['no-screenshot'],
  parameters: pageParameters('/masquerade', {
    role: 'administrator',
    msw: {
      handlers: {
        // Counts the requests, then lets the mock respond (a handler that returns nothing passes on).
        xsrf: [
          http.post('*/api/v2/masquerade/switch', () => {
            switchRequests += 1;
          }),
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    switchRequests = 0;
    await waitForPage(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Masquerade' });
    await find(canvas, 'Jonas');
    (await canvas.findByRole('button', { name: 'Act as Jonas Lindqvist' })).focus();
    // Both presses in one task, as a fast double press lands before the busy button is rendered.
    await userEvent.setup({ delay: null }).keyboard('{Enter}{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good morning, Jonas' })).toBeVisible();
    await expect(switchRequests).toBe(1);
  },
};

export const ActingAsBanner: Story = {
  parameters: pageParameters('/dashboard', {
    role: 'administrator',
    mockDb: (db) => {
      db.platform.masquerade.set(1, 4);
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Acting as another user' });
    await expect(banner).toHaveTextContent('Signed in as Amira Haddad.');
  },
};

export const ActingAsFails: Story = {
  parameters: pageParameters('/masquerade', {
    role: 'administrator',
    msw: {
      handlers: {
        xsrf: [
          http.post('*/api/v2/masquerade/switch', () =>
            HttpResponse.json({ message: 'boom' }, { status: 500 }),
          ),
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Masquerade' });
    await find(canvas, 'Jonas');
    await userEvent.click(await canvas.findByRole('button', { name: 'Act as Jonas Lindqvist' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Acting as this person failed. You are still signed in as yourself.',
    );
    // The administrator's own data stays.
    await expect(canvas.getByRole('button', { name: /Amira Haddad/ })).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: pageParameters('/masquerade', {
    role: 'administrator',
    msw: {
      handlers: {
        masquerade: [
          http.get('*/api/v2/masquerade', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Masquerade' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const NobodyFound: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Masquerade' });
    await find(canvas, 'zzzzqx');
    await expect(await canvas.findByRole('heading', { name: 'Nobody matches “zzzzqx”' })).toBeVisible();
  },
};

export const LearnerIsDenied: Story = {
  parameters: pageParameters('/masquerade', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const RightToLeft: Story = {
  parameters: pageParameters('/masquerade', { role: 'administrator', locale: 'ar' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The heading and the search field are in Arabic when the page has its translations.
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toBeVisible();
  },
};
