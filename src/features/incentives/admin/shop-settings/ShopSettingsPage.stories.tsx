import { translated } from '@fixtures/translations';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pressKeys } from '@/testing/real-pointer';
import { storyParameters } from '@/testing/story-parameters';
import { caretAtEnd } from '@/ui/rich-text/story-helpers';
import { StoryRoutes } from '../../shared/StoryRoutes';
import {
  expectToast,
  fieldErrors,
  incentivesGroup,
  neverResponds,
  pngFile,
  respondWith,
  withNotices,
} from '../../shared/story-helpers';
import { ShopBanner } from '../../shop/ShopBanner';
import { ShopSettingsPage } from './ShopSettingsPage';

/** The settings page with the shop's banner beside it, sharing one cache: a save shows at once. */
function SettingsWithBanner() {
  return (
    <>
      <ShopBanner />
      <ShopSettingsPage />
    </>
  );
}

const meta = {
  title: 'Incentives/Admin/ShopSettingsPage',
  component: SettingsWithBanner,
  decorators: [withNotices],
  parameters: storyParameters({
    role: 'administrator',
    router: { route: '/settings/incentives/shop', path: '/settings/incentives/shop' },
  }),
} satisfies Meta<typeof SettingsWithBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue('Rewards shop');
    await expect(canvas.getByRole('spinbutton', { name: /^Banner height/ })).toHaveValue(240);
    await expect(canvas.getByRole('checkbox', { name: 'The shop is open' })).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Current image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeVisible();
  },
};

export const SaveUpdatesTheBannerAtOnce: Story = {
  play: async ({ canvas }) => {
    const height = await canvas.findByRole('spinbutton', { name: /^Banner height/ });
    await expect(await canvas.findByTestId('shop-banner')).toHaveStyle({ height: '240px' });
    await userEvent.clear(height);
    await userEvent.type(height, '320');
    await userEvent.upload(
      canvas.getByLabelText('Banner'),
      await pngFile('banner.png', '#2f6f4f', 1200, 240),
    );
    // Uploaded at once (POST files): the field shows the picture from the URL the server returned.
    const picture = await canvas.findByRole('img', { name: 'Current image' });
    await waitFor(() => expect(picture.getAttribute('src')).toMatch(/^\/api\/v2\/files\/f\d+$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast('The shop settings have been saved.');
    await waitFor(() => expect(canvas.getByTestId('shop-banner')).toHaveStyle({ height: '320px' }));
    // The settings keep the upload's URL, and the shop's banner shows it.
    await expect(getMockDb().incentives.shopSettings.banner).toBe(picture.getAttribute('src'));
    await expect(canvas.getByTestId('shop-banner').getAttribute('src')).toBe(picture.getAttribute('src'));
    await expect(getMockDb().incentives.shopSettings.banner_height).toBe(320);
    // Screenshots wait for the new pictures to be rendered.
    await (canvas.getByTestId('shop-banner') as HTMLImageElement).decode();
    await (picture as HTMLImageElement).decode();
    window.scrollTo(0, 0);
  },
};

export const RemovingTheBanner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('shop-banner')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove image' }));
    await expect(canvas.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast('The shop settings have been saved.');
    await expect(getMockDb().incentives.shopSettings.banner).toBeNull();
    await waitFor(() => expect(canvas.queryByTestId('shop-banner')).not.toBeInTheDocument());
  },
};

export const EditingTheIntroduction: Story = {
  play: async ({ canvas }) => {
    const intro = await canvas.findByRole('textbox', { name: 'Introduction' });
    await expect(intro).toHaveAccessibleDescription('Shown under the title. Basic formatting is kept.');
    // The stored introduction is rendered formatted, not as markup.
    await expect(within(intro).getByText(/./, { selector: 'strong' })).toBeVisible();
    await caretAtEnd(intro);
    await pressKeys('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await pressKeys('Orders ship on Fridays.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast('The shop settings have been saved.');
    await expect(getMockDb().incentives.shopSettings.intro).toMatch(
      /<\/p><ul><li><p>Orders ship on Fridays\.<\/p><\/li><\/ul>$/,
    );
  },
};

/** Saved, the form starts from what it saved: going back asks nothing. */
export const LeavesWithoutAskingAfterSaving: Story = {
  tags: ['no-screenshot'],
  parameters: storyParameters({ router: { route: '/settings/incentives/shop', path: '*' } }),
  render: () => (
    <StoryRoutes
      pages={{
        '/settings/incentives/shop': SettingsWithBanner,
        '/settings/incentives': () => <h1>Incentives settings</h1>,
      }}
    />
  ),
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, ' and more');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast('The shop settings have been saved.');
    await userEvent.click(canvas.getByRole('link', { name: 'Incentives settings' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Incentives settings' })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    const height = canvas.getByRole('spinbutton', { name: /^Banner height/ });
    await userEvent.clear(height);
    await userEvent.type(height, '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText('Title field is required.')).toBeVisible();
    await expect(canvas.getByText('Enter a height from 80 to 600 pixels.')).toBeVisible();
  },
};

export const ServerValidationErrors: Story = {
  parameters: storyParameters({
    msw: {
      handlers: incentivesGroup(
        respondWith(
          'post',
          'settings/incentives/shop',
          400,
          fieldErrors([
            { path: 'banner', message: 'The banner must be at least 1200 pixels wide.' },
            { path: 'title', message: 'The title is already used by another shop.' },
          ]),
        ),
      ),
    },
  }),
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Points store');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText('The banner must be at least 1200 pixels wide.')).toBeVisible();
    await expect(canvas.getByText('The title is already used by another shop.')).toBeVisible();
    await expect(title).toHaveValue('Points store');
  },
};

export const SaveFails: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('post', 'settings/incentives/shop', 500)) },
  }),
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, ' and more');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast('Something went wrong, please try again.');
    await expect(title).toHaveValue('Rewards shop and more');
  },
};

export const Loading: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(neverResponds('get', 'settings/incentives/shop')) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  },
};

export const Forbidden: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'settings/incentives/shop', 403)) },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: new RegExp(`^${translated('ar', 'Title')}`) }),
    ).toHaveValue('Rewards shop');
  },
};
