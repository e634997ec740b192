import { neverRespond } from '@mocks/never-respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';

const meta = {
  title: 'Pages/Logout',
  decorators: [withPage],
  parameters: pageParameters('/user/logout', { role: 'learner' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignsOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const header = within(canvas.getByRole('banner'));
    await expect(await header.findByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.queryByTestId('points-badge')).not.toBeInTheDocument();
    await waitForPage(canvasElement);
  },
};

export const SigningOut: Story = {
  parameters: pageParameters('/user/logout', {
    msw: {
      handlers: {
        session: [
          http.post('*/api/v2/user/logout', neverRespond),
          http.get('*/api/v2/me', () =>
            HttpResponse.json({
              data: {
                uid: 2,
                language: 'en',
                roles: ['authenticated'],
                profile: {
                  full_name: 'Jonas Lindqvist',
                  first_name: 'Jonas',
                  last_name: 'Lindqvist',
                  avatar: null,
                  mail: 'learner@example.com',
                },
              },
            }),
          ),
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Signing you out…' })).toBeInTheDocument();
  },
};

export const Fails: Story = {
  parameters: pageParameters('/user/logout', {
    msw: {
      handlers: {
        xsrf: [
          http.post('*/api/v2/user/logout', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SignsOutRightToLeft: Story = {
  parameters: pageParameters('/user/logout', { role: 'learner', locale: 'ar' }),
  play: async ({ canvasElement }) => expectRightToLeftPage(canvasElement),
};
