import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudienceDialog } from './AudienceDialog';

const meta = {
  title: 'Storefront/Editor/AudienceDialog',
  component: AudienceDialog,
  // Dialog transitions are not pixel-stable on a busy machine; the play functions assert each state.
  tags: ['no-screenshot'],
  parameters: { role: 'administrator' },
  args: { open: true, audience: 'unregistered', current: [], onOpenChange: fn(), onSave: fn() },
} satisfies Meta<typeof AudienceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal, at the end of the body. */
const dialog = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Set a target audience' }),
  );

/** Unregistered visitors: language and organizations only, each a single choice. */
export const UnregisteredVisitors: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await dialog(canvasElement);
    const language = await box.findByRole('combobox', { name: 'Language' }, { timeout: 5000 });
    await expect(
      await box.findByRole('combobox', { name: 'Organizations' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(box.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    await userEvent.click(language);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'English' }),
    );
    await waitFor(() => expect(language).toHaveTextContent('English'));
    await userEvent.click(box.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([{ rule: 'and', type: 'language', value: 'en' }]);
  },
};

/** Registered users: every criterion, organizations as a list of checkboxes. */
export const RegisteredUsers: Story = {
  args: { audience: 'registered' },
  play: async ({ canvasElement }) => {
    const box = await dialog(canvasElement);
    await expect(await box.findByRole('combobox', { name: 'Country' }, { timeout: 5000 })).toBeVisible();
    await expect(await box.findByRole('group', { name: 'Organizations' }, { timeout: 5000 })).toBeVisible();
  },
};

export const NeedsACriterion: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await dialog(canvasElement);
    await box.findByRole('combobox', { name: 'Language' }, { timeout: 5000 });
    await userEvent.click(box.getByRole('button', { name: 'Save' }));
    await expect(box.getByRole('alert')).toHaveTextContent('Select at least one criteria.');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Opened again, the dialog shows the audience already chosen. */
export const CurrentAudience: Story = {
  args: { current: [{ rule: 'and', type: 'language', value: 'fr' }] },
  play: async ({ canvasElement }) => {
    const box = await dialog(canvasElement);
    const language = await box.findByRole('combobox', { name: 'Language' }, { timeout: 5000 });
    await waitFor(() => expect(language).toHaveTextContent('Français'));
  },
};

export const SettingsFailToLoad: Story = {
  parameters: {
    msw: {
      handlers: {
        storefront: [
          http.get('*/api/v2/storefront/settings', () =>
            HttpResponse.json({ message: 'Unavailable' }, { status: 500 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const box = await dialog(canvasElement);
    await expect(await box.findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await expect(box.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
