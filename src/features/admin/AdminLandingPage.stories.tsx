import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mainOf } from '@/features/catalog/story-helpers';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';
import type { StoryParameters } from '@/testing/story-parameters';

const at = (route: string, parameters: StoryParameters = {}) =>
  pageParameters(route, { role: 'administrator', ...parameters });

const meta = {
  title: 'Pages/Administration/Landings',
  decorators: [withPage],
  parameters: at('/settings'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const list = await main.findByRole('list', { name: 'Settings' });
    await expect(main.getByRole('link', { name: /^Incentives/ })).toHaveAttribute(
      'href',
      '/settings/incentives',
    );
    await expect(main.getByRole('link', { name: /^Storefront/ })).toHaveAttribute(
      'href',
      '/settings/storefront',
    );
    await expect(list.querySelectorAll('li')).toHaveLength(2);
  },
};

/** Only the areas whose access flag is on are listed. */
export const SettingsWithoutStorefront: Story = {
  parameters: at('/settings', {
    mockDb: (db) => {
      db.platform.roleFlags.administrator.storefront_manage = false;
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('link', { name: /^Incentives/ })).toBeVisible();
    await expect(main.queryByRole('link', { name: /^Storefront/ })).not.toBeInTheDocument();
  },
};

export const CourseAdministration: Story = {
  parameters: at('/course-administration'),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Course administration' })).toBeVisible();
    await expect(await main.findByRole('link', { name: /^Availability/ })).toHaveAttribute(
      'href',
      '/course-administration/availability',
    );
  },
};

/** A learner opens none of the areas: told so, with a way back. */
export const NothingToManage: Story = {
  parameters: at('/settings', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { name: 'Nothing to manage here' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** A visitor is sent to the login page, back here afterwards. */
export const Visitor: Story = {
  parameters: at('/course-administration', { role: 'visitor' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainOf(canvasElement).findByRole('heading', { level: 1, name: 'Log in' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: at('/settings', { locale: 'ar' }),
  play: async ({ canvasElement }) => {
    await expectRightToLeftPage(canvasElement);
    await expect(
      await mainOf(canvasElement).findByRole('link', { name: /^Incentives|الحوافز/ }),
    ).toBeVisible();
  },
};
