import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { forcedColorsParameters, narrowPhoneViewport, storyParameters } from '@/testing/story-parameters';
import { Button } from './Button';
import { Dialog, type DialogSize } from './Dialog';
import { Field } from './Field';
import { Input } from './Input';

function Demo({
  size,
  initiallyOpen = false,
  withActionApart = false,
}: {
  size: DialogSize;
  initiallyOpen?: boolean;
  withActionApart?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size={size}
        title="Set a target audience"
        description="Choose who sees this storefront."
        footerStart={
          withActionApart && (
            <Button variant="outline" onClick={() => setOpen(false)}>
              Remove audience
            </Button>
          )
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save</Button>
          </>
        }
      >
        <div className={css({ display: 'grid', gap: '4' })}>
          <Field label="Organisation">
            <Input defaultValue="Northwind" />
          </Field>
          <Field label="Country">
            <Input defaultValue="Belgium" />
          </Field>
        </div>
      </Dialog>
    </>
  );
}

const description =
  "A modal dialog: focus moves in and stays, Escape and the close button close it, focus returns to what opened it. Sizes: small (600 px), auto, fullscreen, full page.\n\n**Do**\n- give it a `title` (its accessible name) and put Cancel / Save in `footer`;\n- set an action such as Delete apart in `footerStart`: on a narrow phone it goes above Cancel / Save, which stay together;\n- turn `closeOnInteractOutside` off for forms with unsaved changes.\n\n**Don't**\n- use it for a yes/no question: that is ConfirmDialog;\n- use it for a short notice: that is a toast.";

const meta = {
  title: 'UI/Dialog',
  component: Demo,
  args: { size: 'small' },
  parameters: { layout: 'fullscreen', docs: { description: { component: description } } },
  tags: ['autodocs'],
  subcomponents: { Dialog },
  argTypes: {
    size: {
      control: 'inline-radio',
      options: ['small', 'auto', 'fullscreen', 'fullPage'],
      description:
        'small up to 600 px, auto fits its content, fullscreen inside a margin, fullPage covers the window.',
      table: { defaultValue: { summary: 'small' } },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

export const SmallWithFocusTrap: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Set a target audience' });
    await expect(dialog).toHaveAccessibleDescription('Choose who sees this storefront.');
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Tab cycles inside: close, two inputs, Cancel, Save, then back to close.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(opener);
  },
};

export const Auto: Story = {
  args: { size: 'auto', initiallyOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(600);
  },
};

/** On the narrowest phone the actions row wraps: the action set apart goes above, Cancel and Save stay together. */
export const ActionApartOnANarrowPhone: Story = {
  globals: narrowPhoneViewport,
  args: { initiallyOpen: true, withActionApart: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const box = (name: string) => within(dialog).getByRole('button', { name }).getBoundingClientRect();
    await expect(box('Save').top).toBe(box('Cancel').top);
    await expect(box('Remove audience').bottom).toBeLessThanOrEqual(box('Save').top);
  },
};

/** A contrast theme (forced colours) shows no shadows: a frame shows where the dialog ends. */
export const InForcedColours: Story = {
  args: { size: 'small', initiallyOpen: true },
  parameters: forcedColorsParameters,
  play: async () => {
    await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const dialog = await screen.findByRole('dialog');
    await expect(getComputedStyle(dialog).borderStyle).toBe('solid');
    await expect(getComputedStyle(dialog).borderTopWidth).not.toBe('0px');
  },
};

export const Fullscreen: Story = {
  args: { size: 'fullscreen', initiallyOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth - 32);
  },
};

export const FullPageRightToLeft: Story = {
  args: { size: 'fullPage', initiallyOpen: true },
  parameters: storyParameters({ locale: 'ar', layout: 'fullscreen' }),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight);
    const close = within(dialog).getByRole('button', { name: translated('ar', 'Close') });
    await expect(close.getBoundingClientRect().left).toBeLessThan(100);
  },
};
