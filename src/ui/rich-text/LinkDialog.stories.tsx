import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkDialog } from './LinkDialog';

/**
 * The rich-text editor's link dialog on its own (Ctrl+K or the Link button opens it). Used from
 * the editor in UI/RichTextEditor's AddingALink.
 */
const meta = {
  title: 'UI/RichTextEditor/LinkDialog',
  component: LinkDialog,
  args: { open: true, href: '', askText: false, onApply: fn(), onRemove: fn(), onClose: fn() },
} satisfies Meta<typeof LinkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);
const dialog = () => screen.findByRole('dialog');

/** Words are selected: only the address is asked; a bare domain is taken as a web address. */
export const AddToSelectedWords: Story = {
  play: async ({ args }) => {
    const open = within(await dialog());
    await expect(open.getByRole('heading', { name: 'Add link' })).toBeVisible();
    await expect(open.queryByRole('textbox', { name: /^Text to show/ })).not.toBeInTheDocument();
    await expect(open.queryByRole('button', { name: 'Remove link' })).not.toBeInTheDocument();
    await userEvent.type(open.getByRole('textbox', { name: /^Address/ }), 'example.com/rules');
    await userEvent.click(open.getByRole('button', { name: 'Apply link' }));
    await expect(args.onApply).toHaveBeenCalledWith('https://example.com/rules', 'https://example.com/rules');
  },
};

/** Nothing is selected: the words to show are asked too; left empty, the address is shown. */
export const AddWithItsWords: Story = {
  args: { askText: true },
  play: async ({ args }) => {
    const open = within(await dialog());
    await userEvent.type(open.getByRole('textbox', { name: /^Address/ }), '/pages/rules');
    await userEvent.type(open.getByRole('textbox', { name: /^Text to show/ }), 'the rules');
    await userEvent.click(open.getByRole('button', { name: 'Apply link' }));
    await expect(args.onApply).toHaveBeenCalledWith('/pages/rules', 'the rules');
  },
};

/** The cursor is in a link: its address is there to change, and the link can be removed. */
export const EditALink: Story = {
  args: { href: '/pages/rules' },
  play: async ({ args }) => {
    const open = within(await dialog());
    await expect(open.getByRole('heading', { name: 'Edit link' })).toBeVisible();
    const address = open.getByRole('textbox', { name: /^Address/ });
    await expect(address).toHaveValue('/pages/rules');
    // The dialog puts the focus in the address once open: a click before that would lose it there.
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.click(open.getByRole('button', { name: 'Remove link' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** An address the site would not show is refused with what it accepts; the typed address stays. */
export const UnsafeAddressRefused: Story = {
  play: async ({ args }) => {
    const open = within(await dialog());
    const address = open.getByRole('textbox', { name: /^Address/ });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(open.getByRole('button', { name: 'Apply link' }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await expect(address).toHaveAccessibleDescription(/Enter a path on this site/);
    await expect(address).toHaveValue('javascript:alert(1)');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
