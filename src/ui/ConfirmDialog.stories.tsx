import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';

const TOTE = '“Reusable tote bag” will be removed from the shop. Purchases already made keep their history.';

function Demo({
  pending = false,
  onConfirm,
  description = TOTE,
}: {
  pending?: boolean;
  onConfirm: () => void;
  description?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this product?"
        description={description}
        confirmLabel="Delete"
        onConfirm={onConfirm}
        pending={pending}
      />
    </>
  );
}

const description =
  'An alert dialog that asks before an action, small (600 px) like every confirmation. While `pending`, the confirm button shows a spinner and the dialog cannot be closed.\n\n**Do**\n- name the action in the title and on the button ("Delete product?" / "Delete");\n- say what cannot be undone in the description.\n\n**Don\'t**\n- ask about actions that are easy to undo;\n- put a form in it: that is a Dialog.';

const meta = {
  title: 'UI/ConfirmDialog',
  component: Demo,
  args: { onConfirm: fn() },
  tags: ['autodocs'],
  subcomponents: { ConfirmDialog },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

const openDialog = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
  return within(dialog);
};

export const AsksFirst: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.getByText(/will be removed from the shop/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Enter pressed twice runs the action once: the button is busy from the first press on. */
export const PressedTwiceConfirmsOnce: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    confirm.focus();
    // Both presses in one task, as a fast double press lands before the busy button is rendered.
    await userEvent.setup({ delay: null }).keyboard('{Enter}{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
  },
};

export const CancelKeepsEverything: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus());
  },
};

export const PendingHoldsTheDialog: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/** A name without a break (a product titled by a code, say) wraps inside the dialog on a phone. */
export const LongUnbrokenNameOnAPhone: Story = {
  globals: phoneViewport,
  args: {
    description: `“${'LIMITEDEDITION'.repeat(6)}HOODIE” will be removed from the shop. Purchases already made keep their history.`,
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const text = dialog.getByText(/will be removed from the shop/);
    const box = screen.getByRole('alertdialog').getBoundingClientRect();
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.getByRole('button', { name: translated('ar', 'Cancel') })).toBeVisible();
  },
};
