import { translated } from '@fixtures/translations';
import { LEARNER_UID } from '@fixtures/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mainOf, neverResponds, respondsWith } from '@/features/catalog/story-helpers';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';
import type { StoryParameters } from '@/testing/story-parameters';

const at = (parameters: StoryParameters = {}) =>
  pageParameters('/archive', { role: 'learner', ...parameters });

const meta = {
  title: 'Pages/Archive',
  decorators: [withPage],
  parameters: at(),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's completed trainings with dates and certificate links. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    const downloads = await main.findAllByRole('link', { name: /^Download certificate/ });
    await expect(downloads.length).toBeGreaterThan(0);
    await expect(downloads[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/v2\/archive\/\d+\/certificate$/),
    );
    await expect(downloads[0]).toHaveAttribute('download');
    await expect(main.getAllByText(/^Completed on /).length).toBe(downloads.length);
    // The certificate is a real document the browser can open.
    const response = await fetch(downloads[0]?.getAttribute('href') ?? '');
    await expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    await expect(await response.text()).toContain('Certificate of completion');
  },
};

export const Empty: Story = {
  parameters: at({
    mockDb: (db) => {
      db.platform.subscriptions.set(LEARNER_UID, []);
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { name: 'No completed trainings yet' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  },
};

export const Loading: Story = {
  parameters: at({ msw: { handlers: { archive: [neverResponds('archive')] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainOf(canvasElement).findByTestId('archive-loading')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: at({ msw: { handlers: { archive: [respondsWith('archive', 500)] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A visitor is sent to the login page. */
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
    // In the format the site has for Arabic: the day before the month, the Arabic comma.
    await expect(
      await mainOf(canvasElement).findByText(
        translated('ar', 'Completed on @date').replace('@date', 'الأربعاء، 07/10/2026 - 20:46'),
      ),
    ).toBeVisible();
  },
};
