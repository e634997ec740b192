import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { appearanceQueryOptions } from '@/api/appearance';
import { ThemeProvider } from '@/features/theming';
import { storyParameters } from '@/testing/story-parameters';
import { StorefrontAppearancePage } from './StorefrontAppearancePage';

/** The site's theme as the app builds it (src/app/AppProviders.tsx): from GET appearance. */
function LiveTheme({ children }: { children: ReactNode }) {
  const appearance = useQuery(appearanceQueryOptions()).data;
  return <ThemeProvider appearance={appearance}>{children}</ThemeProvider>;
}

function AppearancePageOnTheLiveTheme() {
  return (
    <LiveTheme>
      <StorefrontAppearancePage />
    </LiveTheme>
  );
}

const meta = {
  title: 'Storefront/Settings/StorefrontAppearancePage',
  component: AppearancePageOnTheLiveTheme,
  parameters: storyParameters({
    layout: 'fullscreen',
    role: 'administrator',
    router: { route: '/settings/storefront/appearance', path: '/settings/storefront/appearance' },
  }),
} satisfies Meta<typeof AppearancePageOnTheLiveTheme>;
export default meta;
type Story = StoryObj<typeof meta>;

const siteVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

/** Saving the brand values re-themes the whole site: they come back from GET appearance. */
export const SavingReThemesTheSite: Story = {
  play: async ({ canvas }) => {
    const accent = await canvas.findByRole('textbox', { name: 'Accent colour' });
    await waitFor(() => expect(siteVariable('--colors-primary')).toBe('#1f5fbf'));
    await userEvent.clear(accent);
    await userEvent.type(accent, '#7a1f5c');
    await userEvent.click(canvas.getByRole('radio', { name: 'Round' }));
    // Only the preview follows the draft: the site keeps its saved look until the save.
    await expect(siteVariable('--colors-primary')).toBe('#1f5fbf');
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(getMockDb().storefront.appearance.accent_color).toBe('#7a1f5c'));
    await waitFor(() => expect(siteVariable('--colors-primary')).toBe('#7a1f5c'));
    await expect(siteVariable('--radii-l2')).toBe('24px');
    // The page itself, outside the preview, is rendered in the new theme (once the button's colour
    // transition has run).
    await waitFor(() => expect(getComputedStyle(save).backgroundColor).toBe('rgb(122, 31, 92)'));
    await expect(getComputedStyle(save).borderRadius).toBe('24px');
  },
};

/** Saved, the form starts from what it saved: going back asks nothing. */
export const LeavesWithoutAskingAfterSaving: Story = {
  tags: ['no-screenshot'],
  parameters: storyParameters({ router: { route: '/settings/storefront/appearance', path: '*' } }),
  render: () => (
    <Routes>
      <Route path="/settings/storefront/appearance" element={<AppearancePageOnTheLiveTheme />} />
      <Route path="/settings/storefront" element={<h1>Storefront settings</h1>} />
    </Routes>
  ),
  play: async ({ canvas }) => {
    const accent = await canvas.findByRole('textbox', { name: 'Accent colour' });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#7a1f5c');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getMockDb().storefront.appearance.accent_color).toBe('#7a1f5c'));
    await userEvent.click(canvas.getByRole('link', { name: 'Storefront settings' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Storefront settings' })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
