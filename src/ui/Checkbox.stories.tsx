import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Accept the terms', onCheckedChange: fn() },
  argTypes: {
    checked: {
      control: 'inline-radio',
      options: [false, true, 'indeterminate'],
      description: 'Controlled state; `indeterminate` for a parent whose children are partly checked.',
    },
    defaultChecked: { control: 'boolean' },
    disabled: { control: 'boolean' },
    invalid: {
      control: 'boolean',
      description: 'Marks the box in the error colour (a Field sets it from its error).',
    },
    children: { control: 'text', description: 'The label; clicking it toggles the box.' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A yes/no choice that takes effect when the form is saved. Built on Ark UI: Space toggles it, the label is part of the target.',
          '',
          '**Do**',
          '- word the label as a statement that is true when checked ("Send me a copy");',
          '- use `indeterminate` only on a "select all" box whose items are partly selected.',
          '',
          "**Don't**",
          '- use it for a setting that applies at once: that is a Switch;',
          '- use a group of checkboxes for one choice among several: that is a RadioGroup.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Accept the terms' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Accept the terms'));
    await waitFor(() => expect(box).toBeChecked());
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(box).not.toBeChecked());
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tabbing through a list that scrolls brings each focused box into view (its input is inside its label). */
export const InAScrollingList: Story = {
  tags: ['no-screenshot'],
  render: () => (
    <div data-testid="list" className={css({ display: 'grid', gap: '2', height: '32', overflowY: 'auto' })}>
      {Array.from({ length: 12 }, (_, index) => `Organisation ${index + 1}`).map((name) => (
        <Checkbox key={name}>{name}</Checkbox>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByTestId('list');
    for (let index = 0; index < 10; index++) await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Organisation 10' });
    await expect(box).toHaveFocus();
    const label = canvas.getByText('Organisation 10').getBoundingClientRect();
    const shown = list.getBoundingClientRect();
    await expect(list.scrollTop).toBeGreaterThan(0);
    await expect(label.top).toBeGreaterThanOrEqual(shown.top);
    await expect(label.bottom).toBeLessThanOrEqual(shown.bottom);
  },
};

export const States: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultChecked>Checked</Checkbox>
      <Checkbox checked="indeterminate">Some selected</Checkbox>
      <Checkbox disabled>Disabled</Checkbox>
      <Checkbox disabled defaultChecked>
        Disabled and checked
      </Checkbox>
      <Checkbox invalid>Invalid</Checkbox>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Unchecked' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Checked' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Some selected' }).closest('[data-part=root]'),
    ).toHaveAttribute('data-state', 'indeterminate');
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled and checked' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Invalid' })).toHaveAttribute('aria-invalid', 'true');
  },
};
