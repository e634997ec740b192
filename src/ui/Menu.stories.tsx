import FakeTimers from '@sinonjs/fake-timers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, LogOut, Pencil, Trash2, User } from 'lucide-react';
import { useLocation } from 'react-router';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { Button } from './Button';
import { Icon } from './Icon';
import { Menu, type MenuEntry, TYPEAHEAD_RESET } from './Menu';

const items: MenuEntry[] = [
  { value: 'profile', label: 'Profile', icon: User },
  { value: 'edit', label: 'Edit profile', icon: Pencil },
  { value: 'export', label: 'Export', disabled: true },
  {
    type: 'submenu',
    value: 'language',
    label: 'Language',
    items: [
      { value: 'lang-en', label: 'English' },
      { value: 'lang-fr', label: 'Français' },
      { value: 'lang-ar', label: 'العربية' },
    ],
  },
  { type: 'separator', value: 'sep' },
  {
    type: 'group',
    value: 'danger-zone',
    label: 'Account',
    items: [
      { value: 'delete', label: 'Delete account', icon: Trash2, danger: true },
      { value: 'logout', label: 'Log out', icon: LogOut },
    ],
  },
];

const description =
  "A dropdown menu of actions or links: arrow keys, Home/End, typeahead, Enter/Space to choose, Escape to close, nested submenus.\n\n**Do**\n- use it for actions on one thing (a row, the account);\n- give the trigger a visible name or an IconButton label.\n\n**Don't**\n- use it to choose a value for a form: that is Select;\n- nest more than one level of submenus.";

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    items,
    onSelect: fn(),
    trigger: <Button endIcon={<Icon icon={ChevronDown} size={16} />}>Account</Button>,
  },
  parameters: { layout: 'centered', docs: { description: { component: description } } },
  tags: ['autodocs'],
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom-start', 'bottom-end', 'top-start', 'top-end'],
      description: 'Where the menu opens; it flips when there is no room.',
      table: { defaultValue: { summary: 'bottom-start' } },
    },
    items: { control: false },
    trigger: { control: false },
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);
const highlighted = () => document.querySelector('[data-part=content][data-state=open] [data-highlighted]');

export const KeyboardAndTypeahead: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(highlighted()).toHaveTextContent('Profile'));
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlighted()).toHaveTextContent('Edit profile');
    // Disabled items are skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlighted()).toHaveTextContent('Language');
    await userEvent.keyboard('{End}');
    await expect(highlighted()).toHaveTextContent('Log out');

    // Typeahead: "de" highlights "Delete account"; the typed letters are forgotten after
    // TYPEAHEAD_RESET ms. On a fake clock (only setTimeout), so the machine's load never decides.
    await userEvent.keyboard('{Home}');
    const type = (key: string) => fireEvent.keyDown(menu, { key });
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      type('d');
      type('e');
      await clock.tickAsync(0);
      await expect(highlighted()).toHaveTextContent('Delete account');
      await clock.tickAsync(TYPEAHEAD_RESET - 1);
      type('l');
      await clock.tickAsync(0);
      // Still within the window: "del" keeps "Delete account".
      await expect(highlighted()).toHaveTextContent('Delete account');
      await clock.tickAsync(TYPEAHEAD_RESET);
      type('p');
      await clock.tickAsync(0);
      await expect(highlighted()).toHaveTextContent('Profile');
    } finally {
      clock.uninstall();
    }

    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('profile');
    await waitFor(() => expect(menu).not.toBeVisible());
  },
};

export const Submenu: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    // Keys go to a menu once it has taken the focus (a frame after it opens), as a person sees it.
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('l');
    await waitFor(() => expect(highlighted()).toHaveTextContent('Language'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(highlighted()?.textContent).toBe('English'));
    const submenu = highlighted()?.closest('[role=menu]');
    await waitFor(() => expect(submenu).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('lang-fr');

    await userEvent.click(trigger);
    const language = await screen.findByRole('menuitem', { name: 'Language' });
    await userEvent.hover(language);
    // Opens after the 100 ms submenu delay.
    await expect(await screen.findByRole('menuitem', { name: 'العربية' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar', layout: 'centered' }),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    const icon = profile.querySelector('svg') as SVGElement;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(
      profile.getBoundingClientRect().left + 50,
    );
    // Synthetic pointer events from storybook/test do not drive zag's item selection (real
    // Playwright clicks do), so the selection here goes through the keyboard.
    // Keys go to the menu once it has taken focus, as a person sees it.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Edit profile' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('edit');
    // The screenshot follows the play function: wait for the settled end state (menu gone,
    // focus and its keyboard ring back on the trigger, no transition still running).
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(trigger.matches(':focus-visible')).toBe(true));
  },
};

/** Where the story's router is: a link item's navigation shows here. */
function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/**
 * Items that are links (`href`): each an `<a>` the browser opens in a new tab with its own keys and
 * middle click; Enter follows it through the router, without loading the whole page.
 */
export const LinkItems: Story = {
  tags: ['no-screenshot'],
  args: {
    items: [
      { value: 'profile', label: 'Profile', icon: User, href: '/user' },
      { value: 'edit', label: 'Edit profile', icon: Pencil, href: '/user/7/edit' },
    ],
  },
  render: (args) => (
    <>
      <Menu {...args} />
      <Location />
    </>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const edit = await screen.findByRole('menuitem', { name: 'Edit profile' });
    await expect(edit.tagName).toBe('A');
    await expect(edit).toHaveAttribute('href', '/user/7/edit');
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(edit).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent('/user/7/edit'),
    );
    await expect(args.onSelect).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
