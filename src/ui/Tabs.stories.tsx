import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectApartInForcedColours } from '@/testing/page-helpers';
import { forcedColorsParameters, phoneViewport, storyParameters } from '@/testing/story-parameters';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Incentives settings',
    onValueChange: fn(),
    items: [
      { value: 'products', label: 'Products', content: <p>Products list</p> },
      { value: 'rules', label: 'Rules', content: <p>Points per event</p> },
      { value: 'archive', label: 'Archive', content: <p>Archived</p>, disabled: true },
      { value: 'shop', label: 'Shop', content: <p>Shop settings</p> },
    ],
  },
  argTypes: {
    label: { control: 'text', description: 'Accessible name of the tab list.' },
    defaultValue: {
      control: 'inline-radio',
      options: ['products', 'rules', 'shop'],
      description: 'The tab shown first; the first item when omitted.',
    },
    items: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Views of one subject, one at a time. Arrow keys move between tabs (mirrored in right-to-left), Home and End jump, disabled tabs are skipped. Every panel stays mounted, hidden, so each tab points at a real panel. On a phone the tabs share the width and a two-word label takes two lines, so every tab stays in sight.',
          '',
          '**Do**',
          '- keep labels short, one or two words;',
          '- put the tab in the URL when people link to it or come back to it (control it with `value`).',
          '',
          "**Don't**",
          '- use tabs as the site navigation: those are links;',
          '- make a step of a process a tab: steps have an order, tabs do not.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Incentives settings' })).toBeVisible();
    const products = canvas.getByRole('tab', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(products);
    await waitFor(() => expect(products).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const rules = canvas.getByRole('tab', { name: 'Rules' });
    await waitFor(() => expect(rules).toHaveFocus());
    await waitFor(() => expect(rules).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rules');
    await expect(canvas.getByRole('tabpanel', { name: 'Rules' })).toHaveTextContent('Points per event');
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Shop' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(products).toHaveFocus());
  },
};

/** A contrast theme (forced colours) paints no backgrounds: the selected tab is in its selection colours. */
export const InForcedColours: Story = {
  parameters: forcedColorsParameters,
  play: async ({ canvas }) => {
    await expectApartInForcedColours(
      canvas.getByRole('tab', { name: 'Products', selected: true }),
      canvas.getByRole('tab', { name: 'Rules' }),
    );
  },
};

export const StartsOnAnotherTab: Story = {
  args: { defaultValue: 'shop' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Shop' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Shop' })).toHaveTextContent('Shop settings');
    await expect(canvas.getByRole('tab', { name: 'Archive' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const products = canvas.getByRole('tab', { name: 'Products' });
    const rules = canvas.getByRole('tab', { name: 'Rules' });
    // The first tab sits at the right in right-to-left.
    await expect(products.getBoundingClientRect().left).toBeGreaterThan(rules.getBoundingClientRect().left);
    await userEvent.click(products);
    await waitFor(() => expect(products).toHaveFocus());
    // ArrowLeft moves forward in right-to-left.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(rules).toHaveFocus());
  },
};

/** Four two-word labels, wider together than a phone: they share the width, none left beyond the edge. */
export const OnAPhone: Story = {
  globals: phoneViewport,
  args: {
    label: 'Periods',
    items: ['This week', 'This month', 'This year', 'All time'].map((label) => ({
      value: label.toLowerCase().replace(' ', '-'),
      label,
      content: <p>Ranking for {label.toLowerCase()}</p>,
    })),
  },
  play: async ({ canvas }) => {
    const tablist = canvas.getByRole('tablist', { name: 'Periods' });
    // Nothing overflows the list, so no browser gives it a scrollbar.
    await expect(tablist.scrollHeight).toBe(tablist.clientHeight);
    await expect(tablist.scrollWidth).toBe(tablist.clientWidth);
    const list = tablist.getBoundingClientRect();
    for (const tab of canvas.getAllByRole('tab')) {
      const { left, right } = tab.getBoundingClientRect();
      await expect(left >= list.left && right <= list.right, `"${tab.textContent}" in sight`).toBe(true);
    }
  },
};
