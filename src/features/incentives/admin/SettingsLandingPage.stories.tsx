import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { SettingsLandingPage } from './SettingsLandingPage';

const meta = {
  title: 'Incentives/Admin/SettingsLandingPage',
  component: SettingsLandingPage,
  parameters: storyParameters({
    role: 'administrator',
    router: { route: '/settings/incentives', path: '/settings/incentives' },
  }),
} satisfies Meta<typeof SettingsLandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Incentives settings' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    const list = await canvas.findByRole('list', { name: 'Incentives settings' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /^Products/ })).toHaveAttribute(
      'href',
      '/settings/incentives/products',
    );
    await expect(canvas.getByRole('link', { name: /^Transactions/ })).toHaveAttribute(
      'href',
      '/settings/incentives/transactions',
    );
  },
};

export const WithoutShopSettings: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      db.platform.roleFlags.administrator.incentives_shop_settings_available = false;
    },
  }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Incentives settings' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: /^Products/ })).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    // Whatever the language, the five areas link to their pages.
    const areaLinks = () =>
      canvas
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/settings/incentives/'));
    await waitFor(() => expect(areaLinks()).toHaveLength(5));
  },
};
