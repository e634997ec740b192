import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { Checkbox } from './Checkbox';
import { LeaveWithoutSaving } from './LeaveWithoutSaving';
import { Link } from './Link';

function EditingPage() {
  const [edited, setEdited] = useState(false);
  return (
    <>
      <h1>Shop settings</h1>
      <Checkbox checked={edited} onCheckedChange={setEdited}>
        The shop is open
      </Checkbox>
      <p>
        <Link to="/settings?tab=shop">This page, another tab</Link>
      </p>
      <p>
        <Link to="/elsewhere">Incentives settings</Link>
      </p>
      <LeaveWithoutSaving when={edited} />
    </>
  );
}

function Demo() {
  return (
    <Routes>
      <Route path="/settings" element={<EditingPage />} />
      <Route path="/elsewhere" element={<h1>Incentives settings</h1>} />
    </Routes>
  );
}

const description =
  'Asks before a page with unsaved edits is left: a link or Back within the app opens this alert dialog; closing the tab or reloading gets the browser’s own question. A form passes `unsavedEdits(form)` from `@/ui/form` (edited, and no save under way), so the navigation after a successful save goes through.\n\n**Do**\n- put it in every form that is saved with a button;\n- reset a form that stays on its page to what it saved.\n\n**Don’t**\n- ask when nothing would be lost, or when the address changes only its query.';

const meta = {
  title: 'UI/LeaveWithoutSaving',
  component: Demo,
  tags: ['autodocs'],
  subcomponents: { LeaveWithoutSaving },
  parameters: {
    ...storyParameters({ router: { route: '/settings', path: '*' } }),
    docs: { description: { component: description } },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

const leaveAfterEditing = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('checkbox', { name: 'The shop is open' }));
  await userEvent.click(canvas.getByRole('link', { name: 'Incentives settings' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
  await expect(dialog).toHaveTextContent('Your changes will be lost.');
  return within(dialog);
};

/** An edit not saved: the link asks first. */
export const AsksBeforeLeaving: Story = {
  play: async ({ canvas }) => {
    const dialog = await leaveAfterEditing(canvas);
    await expect(dialog.getByRole('button', { name: 'Stay on this page' })).toBeVisible();
  },
};

/** Stay keeps the page and the edit. */
export const StayKeepsTheEdit: Story = {
  play: async ({ canvas }) => {
    const dialog = await leaveAfterEditing(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'The shop is open' })).toBeChecked();
  },
};

export const LeavesWhenTold: Story = {
  play: async ({ canvas }) => {
    const dialog = await leaveAfterEditing(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Leave' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Incentives settings' })).toBeVisible();
  },
};

/** Nothing edited, or only the query changes: no question. */
export const NothingToLose: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The shop is open' }));
    await userEvent.click(canvas.getByRole('link', { name: 'This page, another tab' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The shop is open' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Incentives settings' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Incentives settings' })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
