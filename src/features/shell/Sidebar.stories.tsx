import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { Sidebar } from './Sidebar';

/** The small-screen drawer; the wide-screen rail is covered by the App shell stories. */
const meta = {
  title: 'Shell/Navigation drawer',
  component: Sidebar,
  args: { drawerOpen: true, onDrawerOpenChange: fn() },
  parameters: storyParameters({ layout: 'fullscreen', router: { route: '/availability' } }),
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrawerOpen: Story = {
  parameters: storyParameters({ layout: 'fullscreen', router: { route: '/availability' } }),
  play: async ({ canvas, args }) => {
    const drawer = await canvas.findByRole('dialog', { name: 'Navigation' });
    const nav = within(drawer);
    await expect(await nav.findByRole('link', { name: 'My availability' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(nav.getByRole('button', { name: 'Close navigation' }));
    await expect(args.onDrawerOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The shell's open state, so that the drawer really closes (the other stories keep it open). */
function SidebarWithItsState({ drawerOpen, onDrawerOpenChange }: ComponentProps<typeof Sidebar>) {
  const [open, setOpen] = useState(drawerOpen);
  return (
    <Sidebar
      drawerOpen={open}
      onDrawerOpenChange={(next) => {
        setOpen(next);
        onDrawerOpenChange(next);
      }}
    />
  );
}

export const DrawerClosesOnEscape: Story = {
  // Closed, it is the rail the App shell stories show.
  tags: ['no-screenshot'],
  render: (args) => <SidebarWithItsState {...args} />,
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Navigation' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onDrawerOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
  },
};

export const DrawerRightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar', layout: 'fullscreen', router: { route: '/dashboard' } }),
  play: async ({ canvas }) => {
    const drawer = await canvas.findByRole('dialog', { name: translated('ar', 'Navigation') });
    // The mock returns the menu in the story's language (fixtures/README.md).
    await expect(await within(drawer).findByRole('link', { name: 'لوحة المعلومات' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
